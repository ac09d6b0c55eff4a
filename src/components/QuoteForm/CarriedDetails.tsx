/**
 * Details a page filled in before the visitor arrived, in one or two lines:
 * the loan readiness check's answers and summary, or the title of the page a
 * "Get a quote" came from (src/enquiry/quoteLink.ts). Sent with step one and
 * offered again, editable, at step two.
 */
import {choiceLabel, detailFields, type FieldName} from '../../enquiry/fields';
import styles from './styles.module.css';

export default function CarriedDetails({
  values,
  topic,
  onRemove,
}: {
  values: Partial<Record<FieldName, string>>;
  /** The page the visitor asked from, when that is all that was carried. */
  topic?: string;
  onRemove: () => void;
}) {
  const shown = detailFields.filter((f) => values[f.name]);
  if (topic && shown.every((f) => f.name === 'message')) {
    return (
      <section className={styles.received} aria-labelledby="quote-carried-title">
        <p>
          <strong id="quote-carried-title">Asking about</strong> “{topic}”. The page’s name goes with your enquiry.
        </p>
        <div className={styles.receivedActions}>
          <button type="button" className="link-button" onClick={onRemove}>
            Don’t send it
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.received} aria-labelledby="quote-carried-title">
      <p>
        <strong id="quote-carried-title">Your answers so far</strong> ({shown.length}) go with your enquiry. You can
        change them after sending.
      </p>
      <div className={styles.receivedActions}>
        <details className={styles.receivedMore}>
          <summary>See your answers</summary>
          <dl>
            {shown.map((f) => (
              <div key={f.name} className={f.name === 'message' ? styles.wide : undefined}>
                <dt>{f.label}</dt>
                <dd>{f.choices ? choiceLabel(f.name, values[f.name]) : values[f.name]}</dd>
              </div>
            ))}
          </dl>
        </details>
        <button type="button" className="link-button" onClick={onRemove}>
          Don’t send these answers
        </button>
      </div>
    </section>
  );
}
