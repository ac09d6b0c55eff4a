/**
 * Beside the questions on a wide screen (from about 1100 px; hidden below, where the column is the screen): what the
 * result will hold, and what the check keeps and sends. It names no product: whoever reads it may be a consumer, and
 * the business-purpose gate has not been passed yet.
 */
import styles from './styles.module.css';

/**
 * What the check keeps and where, true of useReadinessUrl, useTicks and brokerHandOff. "No credit check" would
 * promise too much (a lender checks credit on an application); the check itself touches no credit file.
 */
export const PRIVACY_NOTE =
  'No name or phone number, and nothing about this check touches your credit file: your answers stay in this page’s address and your browser, and we record nothing unless you send the quote form.';

export default function AboutTheCheck() {
  return (
    <div className={styles.aside}>
      <h2>What you’ll get</h2>
      <ul>
        <li>The business finance that may fit, and why, with dated indicative ranges</li>
        <li>What lenders will look at, and where you stand on each</li>
        <li>A document checklist to tick off as you gather them</li>
        <li>The risks to know before you apply</li>
      </ul>
      <h2>Nothing sent, your credit file untouched</h2>
      <p>{PRIVACY_NOTE}</p>
    </div>
  );
}
