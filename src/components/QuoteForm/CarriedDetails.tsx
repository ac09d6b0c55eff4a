/**
 * Details a tool filled in before the visitor arrived (the loan readiness
 * check's answers and summary): shown, so the visitor knows what goes with
 * the enquiry, sent with step one, and offered again, editable, at step two.
 */
import {choiceLabel, detailFields, type FieldName} from '../../enquiry/fields';
import styles from './styles.module.css';

export default function CarriedDetails({
  values,
  onRemove,
}: {
  values: Partial<Record<FieldName, string>>;
  onRemove: () => void;
}) {
  const shown = detailFields.filter((f) => values[f.name]);
  return (
    <section className={styles.scenario} aria-labelledby="quote-carried-title">
      <h3 id="quote-carried-title">Your answers so far</h3>
      <p>They will be sent with your enquiry. You can change them after sending.</p>
      <dl>
        {shown.map((f) => (
          <div key={f.name} className={f.name === 'message' ? styles.wide : undefined}>
            <dt>{f.label}</dt>
            <dd>{f.choices ? choiceLabel(f.name, values[f.name]) : values[f.name]}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        Don’t send these answers
      </button>
    </section>
  );
}
