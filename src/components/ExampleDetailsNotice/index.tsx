/**
 * The notice every page carries (from the footer) while src/business.ts still
 * holds example values: which details are examples, and that they are not a
 * real credit licence. Static text, so it causes no layout shift; it renders
 * nothing once valuesToSetBeforeLaunch is empty.
 */
import {exampleDetailsNotice} from './text';
import styles from './styles.module.css';

export default function ExampleDetailsNotice() {
  const notice = exampleDetailsNotice();
  if (!notice) return null;
  return (
    <section className={styles.notice} aria-labelledby="example-details-heading" data-testid="example-details-notice">
      <h2 id="example-details-heading" className={styles.heading}>
        {notice.heading}
      </h2>
      <p className={styles.text}>{notice.text}</p>
    </section>
  );
}
