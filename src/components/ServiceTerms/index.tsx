/**
 * <ServiceTerms service="bridging-finance" />: a service page's indicative
 * terms table, read from the facts register (src/facts/serviceTerms.ts), with
 * the as-at date, the review date and the honest source under it. Renders
 * plain HTML at build time; it adds nothing to the page's interactivity.
 */
import type {ReactNode} from 'react';
import {getServiceTerms, type ServiceTermsRow} from '../../facts/serviceTerms';
import {formatMonth} from '../../content/formatDate';
import type {ServiceSlug} from '../../site-map';

/** A service's terms rows as a two-column table: the one markup for the service pages and the readiness check. */
export function TermsTable({
  rows,
  caption,
  className,
}: {
  rows: readonly ServiceTermsRow[];
  /** A caption (the readiness check's dated heading); without one, the table has a header row. */
  caption?: ReactNode;
  className?: string;
}) {
  return (
    <table className={className}>
      {caption ? (
        <caption>{caption}</caption>
      ) : (
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Indicative range</th>
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ServiceTerms({service}: {service: ServiceSlug}) {
  const terms = getServiceTerms(service);
  return (
    <>
      <TermsTable rows={terms.rows} />
      <p>
        <em>
          Indicative only, as at <time dateTime={terms.asAt}>{formatMonth(terms.asAt)}</time>: market ranges from our
          own survey of lender policies (no lender publishes them), not an offer, due for review by{' '}
          <time dateTime={terms.reviewBy}>{formatMonth(terms.reviewBy)}</time>. {terms.note}
        </em>
      </p>
    </>
  );
}
