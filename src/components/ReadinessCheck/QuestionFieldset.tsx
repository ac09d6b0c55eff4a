/**
 * One question as a fieldset of large tap targets: radio buttons, or
 * checkboxes for the one question with several answers. The inputs carry the
 * question's id as their name, so the form still works as a plain GET before
 * the scripts have loaded.
 */
import type {Option} from '../../readiness/questions';
import styles from './styles.module.css';

interface Props {
  id: string;
  legend: string;
  hint?: string;
  options: readonly Option[];
  multiple?: boolean;
  /** The chosen value(s). */
  value: string | readonly string[] | undefined;
  error?: string;
  onChange: (value: string | string[]) => void;
}

export default function QuestionFieldset({id, legend, hint, options, multiple, value, error, onChange}: Props) {
  const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const toggle = (option: string, checked: boolean) => {
    if (!multiple) return onChange(option);
    // "None of these" stands alone: choosing it clears the rest, choosing another clears it.
    if (option === 'none') return onChange(checked ? ['none'] : []);
    const next = new Set([...chosen].filter((v) => v !== 'none'));
    if (checked) next.add(option);
    else next.delete(option);
    return onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={chosen.has(option.value)}
              // Before the scripts run, the browser asks for an answer; afterwards the form's own message does.
              required={!multiple}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
