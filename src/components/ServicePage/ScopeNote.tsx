/**
 * The credit-scope note at the top of a service page, in place of the
 * <CreditScope /> the page's MDX places: one line saying which loans we
 * arrange, linking to the credit guide, where the whole rule
 * (src/compliance/creditScope.ts) is set out. The footer of every page carries
 * the scope statement too. What the service's record (src/services/records.ts)
 * asks for beyond the scope line is kept, because it matters most on these
 * pages:
 * - `declaration` (bridging, caveat, second-mortgage, private and
 *   debt-consolidation loans): how a business-purpose declaration works and that we verify the
 *   purpose, folded under a summary that states its gist, so the page's own text starts a line later;
 * - `smsf-trustee` (SMSF loans): the trustee statement replaces the
 *   business-purpose line, since an SMSF may borrow for residential property.
 */
import Link from '@site/src/components/SiteLink';
import {
  DECLARATION_SUMMARY,
  BUSINESS_PURPOSE_PHRASE,
  DECLARATION_STATEMENT,
  NO_CONSUMER_PURPOSE_STATEMENT,
  SMSF_TRUSTEE_STATEMENT,
} from '../../compliance/creditScope';
import type {ServiceScope} from '../../services/records';
import ConsumerCreditLine, {creditGuideRule} from '../CreditScope/ConsumerCreditLine';
import styles from './styles.module.css';

export default function ScopeNote({scope}: {scope: ServiceScope}) {
  return (
    // Not indexed for search, like <CreditScope />: its repeated rule became the excerpt of every service result.
    <div className={`credit-scope ${styles.scopeNote}`} data-testid="credit-scope" data-pagefind-ignore="all">
      {scope === 'smsf-trustee' ? (
        <p>
          {SMSF_TRUSTEE_STATEMENT} <Link to={creditGuideRule}>How we handle consumer credit</Link>.
        </p>
      ) : (
        <p>
          For {BUSINESS_PURPOSE_PHRASE}. <ConsumerCreditLine />
        </p>
      )}
      {scope === 'declaration' && (
        <details>
          <summary>{DECLARATION_SUMMARY}</summary>
          <p>
            {DECLARATION_STATEMENT} {NO_CONSUMER_PURPOSE_STATEMENT}
          </p>
        </details>
      )}
    </div>
  );
}
