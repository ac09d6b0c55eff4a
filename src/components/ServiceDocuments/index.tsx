/**
 * <ServiceDocuments service="bridging-finance" /> in a service page: what a
 * lender will ask for, grouped, from src/documents/serviceDocuments.ts (the
 * same list the loan readiness check's checklist reads).
 */
import Link from '@docusaurus/Link';
import {serviceDocuments} from '../../documents/serviceDocuments';
import type {ServiceSlug} from '../../site-map';

export default function ServiceDocuments({service}: {service: ServiceSlug}) {
  return (
    <>
      {serviceDocuments[service].map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                {item.glossary ? <Link to={`/resources/glossary#${item.glossary}`}>{item.text}</Link> : item.text}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        The <Link to="/tools/loan-readiness-check">loan readiness check</Link> builds this list for your own loan, with a
        box to tick for each document.
      </p>
    </>
  );
}
