/**
 * <ServiceTerms service="bridging-finance" />: a service page's indicative
 * terms table, read from the facts register (src/facts/serviceTerms.ts), with
 * the as-at date, the review date and the honest source under it. Renders
 * plain HTML at build time; it adds nothing to the page's interactivity.
 */
import {getServiceTerms} from '../../facts/serviceTerms';
import {formatMonth} from '../../content/formatDate';
import type {ServiceSlug} from '../../site-map';

export default function ServiceTerms({service}: {service: ServiceSlug}) {
  const terms = getServiceTerms(service);
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Indicative range</th>
          </tr>
        </thead>
        <tbody>
          {terms.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
