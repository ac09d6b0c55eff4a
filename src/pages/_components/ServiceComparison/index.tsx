/**
 * /services as a comparison: for each category, a table of its services with
 * what each is for, loan size, term, security and time to funds, read from the
 * same terms as the service pages (src/facts/serviceTerms.ts), or for the
 * security, when the terms do not state it, the service's record: speed is the
 * key-facts strip's figure; size and term list every product's range, so a
 * combined service (first and second mortgages) shows both. Below a laptop each
 * row becomes a small card: the service and what it is for, with the four facts
 * in a "Key facts" disclosure (the page was 10.7 phone screens with all of them
 * shown). The disclosure holds the same cells' values, and CSS shows either it
 * or the table's columns, so no script decides and nothing moves on hydration.
 */
import Link from '@site/src/components/SiteLink';
import type {ServiceSummary} from '@site/src/plugins/content-index/types';
import {serviceCategories, serviceRecord, type ServiceSlug} from '@site/src/services/records';
// Picked from the facts register at build time (src/plugins/content-index), so this page does not carry the register.
import serviceKeyFacts from '@generated/content-index/default/service-key-facts.json';
import {formatMonth} from '@site/src/content/formatDate';
import type {KeyFactKind} from '@site/src/components/ServicePage/keyFacts';
import styles from './styles.module.css';

const COLUMNS = ['What it is for', 'Loan size', 'Term', 'Usual security', 'Time to funds'] as const;
/** The columns after "What it is for": behind "Key facts" on a card. */
const FACT_COLUMNS = COLUMNS.slice(1);

function row(service: ServiceSummary) {
  const terms = serviceKeyFacts[service.slug];
  const facts = terms?.facts ?? [];
  const pick = (kind: KeyFactKind) => facts.find((f) => f.kind === kind)?.value ?? '—';
  const security = terms?.security;
  return {
    cells: [
      service.summary,
      terms?.compared.size ?? '—',
      terms?.compared.term ?? '—',
      security ?? serviceRecord(service.slug as ServiceSlug).security,
      pick('time'),
    ],
    asAt: terms?.asAt ?? '',
  };
}

export default function ServiceComparison({services}: {services: readonly ServiceSummary[]}) {
  const rows = new Map(services.map((s) => [s.slug, row(s)]));
  const asAt = [...rows.values()]
    .map((r) => r.asAt)
    .filter(Boolean)
    .sort()[0];
  return (
    <div className={styles.comparison}>
      {serviceCategories.map((category) => {
        const inCategory = services.filter((s) => s.category === category.id);
        if (inCategory.length === 0) return null;
        return (
          <section key={category.id} aria-labelledby={`compare-${category.id}`}>
            <h3 id={`compare-${category.id}`} className={styles.heading}>
              {category.label}
            </h3>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {inCategory.map((service) => {
                  const [forWhat, ...facts] = rows.get(service.slug)!.cells;
                  return (
                    <tr key={service.slug}>
                      {/* The service's name in the headings' face, as on the home page's service cards. */}
                      <th scope="row" className="site-heading-face">
                        <Link to={service.permalink}>{service.title}</Link>
                      </th>
                      <td data-label={COLUMNS[0]}>{forWhat}</td>
                      {facts.map((cell, i) => (
                        <td key={FACT_COLUMNS[i]} data-label={FACT_COLUMNS[i]} className={styles.factCell}>
                          {cell}
                        </td>
                      ))}
                      <td className={styles.factsCard}>
                        <details className={styles.facts}>
                          <summary>Key facts</summary>
                          <dl>
                            {facts.map((cell, i) => (
                              <div key={FACT_COLUMNS[i]}>
                                <dt>{FACT_COLUMNS[i]}</dt>
                                <dd>{cell}</dd>
                              </div>
                            ))}
                          </dl>
                        </details>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
      {asAt && (
        <p className={styles.note}>
          Loan sizes, terms and times are indicative market ranges as at{' '}
          <time dateTime={asAt}>{formatMonth(asAt)}</time>, from our own survey of lender policies; not offers. Each
          service page has the full terms and what moves a deal within them.
        </p>
      )}
    </div>
  );
}
