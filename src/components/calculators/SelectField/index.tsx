/** A labelled drop-down for a calculator option (frequency, repayment type...). Choosing replaces the page’s history entry (useQueryInputs). */
import styles from '../calculator.module.css';

interface Props<V extends string> {
  name: string;
  label: string;
  value: V;
  options: readonly {value: V; label: string}[];
  onChange: (value: V) => void;
}

export default function SelectField<V extends string>({name, label, value, options, onChange}: Props<V>) {
  const id = `select-${name}`;
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
