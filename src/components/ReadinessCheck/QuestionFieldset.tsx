/**
 * One question as a fieldset of large tap targets: radio buttons, or
 * checkboxes for a question with several answers. The inputs carry the
 * question's id as their name, so the form still works as a plain GET before
 * the scripts have loaded.
 *
 * A tap or click on a single-choice answer chooses it and goes on (advance).
 * A keyboard changes the choice without going on: arrow keys move through the
 * answers, and Enter or Next goes on, so nobody is moved by accident.
 */
import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import type {Option, OptionGroup} from '../../readiness/questions';
import styles from './styles.module.css';

interface Props {
  id: string;
  legend: string;
  hint?: string;
  options: readonly Option[];
  groups?: readonly OptionGroup[];
  multiple?: boolean;
  /** The chosen value(s). */
  value: string | readonly string[] | undefined;
  error?: string;
  /** advance: the answer was tapped or clicked, so the check goes on to the next question. */
  onChange: (value: string | string[], advance: boolean) => void;
}

export default function QuestionFieldset({id, legend, hint, options, groups, multiple, value, error, onChange}: Props) {
  const keyboard = useRef(false);
  const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
  // A folded group opens when its answer is the one chosen (Back, or a link, read once the page has loaded), so the
  // choice is seen.
  const holdsChoice = groups?.some((g) => g.folded && g.values.some((v) => chosen.has(v))) ?? false;
  const [unfolded, setUnfolded] = useState(holdsChoice);
  useEffect(() => {
    if (holdsChoice) setUnfolded(true);
  }, [holdsChoice]);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const toggle = (option: string, checked: boolean) => {
    // "None of these" stands alone: choosing it clears the rest, choosing another clears it. As the whole answer, a
    // tap on it goes on like a single choice (a keyboard's Space only ticks it: Enter or Next goes on).
    if (option === 'none') return onChange(checked ? ['none'] : [], checked && !keyboard.current);
    const next = new Set([...chosen].filter((v) => v !== 'none'));
    if (checked) next.add(option);
    else next.delete(option);
    return onChange(
      options.map((o) => o.value).filter((v) => next.has(v)),
      false,
    );
  };

  // A single choice is made in the click handler. A keyboard also clicks: arrow keys as they go down, Space after it
  // comes up. Those clicks choose without going on; a tap or mouse click, also on the answer already chosen, goes on.
  const single = (option: string) => ({
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ' || event.key.startsWith('Arrow')) keyboard.current = true;
    },
    onClick: () => {
      onChange(option, !keyboard.current);
      keyboard.current = false;
    },
  });

  const optionList = (shown: readonly Option[]): ReactNode => (
    <div className={styles.options}>
      {shown.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            value={option.value}
            checked={chosen.has(option.value)}
            // Before the scripts run, the browser asks for an answer; afterwards the form's own message does.
            required={!multiple}
            // Invalid only once the form says so: unanswered, a required radio is reported invalid from the start.
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              if (!multiple) return;
              toggle(option.value, event.target.checked);
              keyboard.current = false;
            }}
            onKeyDown={(event) => {
              if (multiple && event.key === ' ') keyboard.current = true;
            }}
            {...(!multiple && single(option.value))}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      {/* In the headings' face: the question outranks the "Question 5 of up to 10" above it. */}
      <legend id={`${id}-legend`} className={`site-heading-face ${styles.legend}`}>
        {legend}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* Spoken as it appears: Enter on an answer leaves focus where it was, so nothing else would read it out. */}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {groups
        ? groups.map((group) => {
            const list = optionList(options.filter((o) => group.values.includes(o.value)));
            // A folded group is a disclosure, so it opens without JavaScript too; its radios stay in the question's one
            // group (one name), so arrow keys still move through every answer shown.
            return group.folded ? (
              <details
                key={group.label}
                className={styles.folded}
                open={unfolded}
                onToggle={(event) => setUnfolded(event.currentTarget.open)}>
                <summary className={styles.option}>{group.label}</summary>
                {list}
              </details>
            ) : (
              <fieldset key={group.label} className={styles.subgroup}>
                <legend className={styles.subhead}>{group.label}</legend>
                {list}
              </fieldset>
            );
          })
        : optionList(options)}
    </fieldset>
  );
}
