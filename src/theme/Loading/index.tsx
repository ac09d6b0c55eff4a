/**
 * Shown by react-loadable while a page's code loads (first visit to a page
 * whose code is not yet in the browser), and when that code fails to load.
 * Same look as the navigation indicator in src/client/routeLoading.ts.
 */
import type {LoadingComponentProps as Props} from 'react-loadable';
import {business} from '@site/src/business';

export default function Loading({error, retry, pastDelay}: Props) {
  if (error) {
    return (
      <div className="site-load-error" role="alert">
        <h1>This page didn’t load</h1>
        <p>Part of the page could not be downloaded. Check your connection and try again.</p>
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => (retry ? retry() : window.location.reload())}>
            Try again
          </button>{' '}
          or call us on <a href={business.phone.href}>{business.phone.display}</a>.
        </p>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className="site-loading site-loading--inline" role="status">
      <span className="site-loading__spinner" aria-hidden="true" />
      Loading...
    </div>
  );
}
