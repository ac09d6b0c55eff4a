/** One field of the quote form: label (with "required" where it applies), hint, control and error, wired for screen readers. */
import type {ChangeEvent, ReactNode} from 'react';
import {choiceGroups, type FieldSpec} from '../../enquiry/fields';
import {groupThousands} from '../../finance/format';
import {useSettled} from '../useSettled';
import styles from './styles.module.css';
import numberStyles from '../calculators/NumberField/styles.module.css';

interface Props {
  spec: FieldSpec;
  value: string;
  error?: string;
  onChange: (name: FieldSpec['name'], value: string) => void;
  onBlur: (name: FieldSpec['name']) => void;
  /** Extra text under the control, e.g. the business-purpose note for some services. */
  note?: ReactNode;
}

export const fieldId = (name: string) => `quote-${name}`;

/** A text box counts the characters left once this share of its maximum is used. */
const COUNT_FROM = 0.8;

function charactersLeft(left: number, max: number): string {
  const limit = groupThousands(max);
  if (left <= 0) return `You have reached the limit of ${limit} characters.`;
  return `${groupThousands(left)} character${left === 1 ? '' : 's'} left of ${limit}.`;
}

export default function Field({spec, value, error, onChange, onBlur, note}: Props) {
  const id = fieldId(spec.name);
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, noteId, errorId].filter(Boolean).join(' ') || undefined;
  // Near a text box's limit, how many characters are left (the box takes no more than its maximum, so it says why):
  // seen at once, heard once she pauses (a keyboard trial heard "199 characters left", "198 …" at every key).
  const max = spec.kind === 'textarea' ? spec.maxLength : undefined;
  const left = max && value.length >= max * COUNT_FROM ? charactersLeft(max - value.length, max) : '';
  const leftHeard = useSettled(left, 1000);
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    // "false" until there is a message: Chromium reports a required box or radio not yet ticked as invalid, so a
    // screen reader said "invalid entry" before the visitor had done anything.
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    onBlur: () => onBlur(spec.name),
  };
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange(spec.name, event.target.value);
  const required = spec.required ? <span className={styles.required}> (required)</span> : null;
  const errorText = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (spec.kind === 'checkbox') {
    return (
      // The error under the box, as under every other field.
      <div className={styles.field}>
        <div className={styles.check} data-invalid={error ? 'true' : undefined}>
          <input
            {...common}
            type="checkbox"
            value="true"
            checked={value === 'true'}
            onChange={(event) => onChange(spec.name, event.target.checked ? 'true' : '')}
          />
          <label htmlFor={id}>
            {spec.label}
            {required}
          </label>
        </div>
        {errorText}
      </div>
    );
  }

  let control;
  if (spec.kind === 'select') {
    control = (
      <select {...common} value={value} onChange={change} className={styles.control}>
        <option value="">Choose one</option>
        {choiceGroups(spec.choices ?? []).map(({group, choices}) => {
          const options = choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ));
          return group ? (
            <optgroup key={group} label={group}>
              {options}
            </optgroup>
          ) : (
            options
          );
        })}
      </select>
    );
  } else if (spec.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={spec.rows ?? 5}
        value={value}
        onChange={change}
        maxLength={spec.maxLength}
        className={styles.control}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
        value={value}
        onChange={change}
        className={spec.prefix ? undefined : styles.control}
      />
    );
    // A money field wears the calculators' "$" box.
    if (spec.prefix)
      control = (
        <div className={numberStyles.control} data-invalid={error ? 'true' : undefined}>
          <span aria-hidden="true">{spec.prefix}</span>
          {control}
        </div>
      );
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {spec.label}
        {required}
      </label>
      {spec.hint && (
        <p id={hintId} className={styles.hint}>
          {spec.hint}
          {spec.hintLink && (
            <>
              {' '}
              <a href={spec.hintLink.href}>{spec.hintLink.label}</a>
            </>
          )}
        </p>
      )}
      {control}
      {left && (
        <p className={styles.count} aria-hidden="true">
          {left}
        </p>
      )}
      {max && (
        <p className="sr-only" aria-live="polite">
          {leftHeard}
        </p>
      )}
      {note && (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      )}
      {errorText}
    </div>
  );
}
