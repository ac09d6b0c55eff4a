/**
 * The credit-scope note at the top of a service page: one line saying which
 * loans we arrange, linking to the credit guide, where the whole rule
 * (src/compliance/creditScope.ts, through <CreditScope />) is set out. The
 * footer of every page carries the scope statement too.
 */
import Link from '@site/src/components/SiteLink';
import {BUSINESS_PURPOSE_PHRASE} from '../../compliance/creditScope';
import styles from './styles.module.css';

export default function ScopeNote() {
  return (
    <p className={styles.scopeNote} data-testid="credit-scope">
      For {BUSINESS_PURPOSE_PHRASE}. A loan to you personally for a home or a residential investment property is
      consumer credit: <Link to="/credit-guide#business-purpose-and-consumer-credit">how we handle it</Link>.
    </p>
  );
}
