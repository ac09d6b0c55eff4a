/**
 * A labelled number input with its unit and, when the value is wrong, a message next to it.
 * A money field shows thousands separators ("1,500,000") and accepts pasted "$1,500,000" or "1.5m",
 * while the value it hands on (and the URL) stays a plain number ("1500000"). Digits are grouped as they are
 * typed ("40000" shows "40,000"), the caret staying after the same digit.
 */

/**
 * A money field's text while it is typed: digits with or without commas are grouped again, and the caret is put
 * after as many digits (and point) as were before it. Anything else ("$1,200,000" pasted, "1.5m") is left as typed
 * until the field is left.
 */
export function groupAsTyped(text: string, caret: number): {text: string; caret: number} {
  if (!/^[\d,]*\.?\d*$/.test(text)) return {text, caret};
  const grouped = formatMoneyInput(text.replace(/,/g, ''));
  const before = text.slice(0, caret).replace(/,/g, '').length;
  let at = 0;
  for (let seen = 0; at < grouped.length && seen < before; at++) if (grouped[at] !== ',') seen++;
  return {text: grouped, caret: at};
}
import {useId, useRef, useState, type ReactNode} from 'react';
import {formatMoneyInput, parseMoneyInput} from '../../../finance/format';
import styles from './styles.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown before the value, e.g. "$". */
  prefix?: string;
  /** Shown after the value, e.g. "% p.a." or "years". */
  suffix?: string;
  hint?: ReactNode;
  name: string;
  /** Dollars: shown grouped in thousands, read back as a plain number. */
  money?: boolean;
  /** Left empty, the field stops the results ("Enter the …"); an optional one is labelled so instead. */
  required?: boolean;
  /** Any edit she makes, even one that leaves the value as it was ("0" typed over "0"), which `onChange` never hears. */
  onEdit?: () => void;
}

export default function NumberField({
  label,
  value,
  onChange,
  error,
  prefix,
  suffix,
  hint,
  name,
  money,
  required,
  onEdit,
}: Props) {
  const id = useId();
  // While a money field has focus it shows what was typed, grouped if it is plain digits (groupAsTyped);
  // on leaving it the plain value is shown again with its separators.
  const [draft, setDraft] = useState<string | null>(null);
  // A tap or click into the field selects its whole value, so an example figure is replaced by typing, not
  // deleted digit by digit on a phone. The mouse-up that ends the same tap would place the caret and undo the
  // selection, so that one is cancelled; a second click places the caret as usual.
  const selectedOnFocus = useRef(false);
  // Commas she types herself stay where she put them, not grouped again: "450,00", a zero short, became $45,000
  // without a word (a borrower's trial). The field's check names a comma out of place once she leaves the field.
  const ownCommas = useRef(false);
  const shown = money ? (draft ?? formatMoneyInput(value)) : value;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={(event) => {
            event.currentTarget.select();
            selectedOnFocus.current = true;
            ownCommas.current = false;
          }}
          onMouseUp={(event) => {
            if (selectedOnFocus.current) event.preventDefault();
            selectedOnFocus.current = false;
          }}
          onInput={onEdit}
          onChange={(event) => {
            if (!money) return onChange(event.target.value);
            const box = event.target;
            if ((event.nativeEvent as InputEvent).data?.includes(',')) ownCommas.current = true;
            if (ownCommas.current) {
              setDraft(box.value);
              // The digits meanwhile: no message for a group of thousands still being typed.
              return onChange(parseMoneyInput(box.value.replace(/,/g, '')));
            }
            const typed = groupAsTyped(box.value, box.selectionStart ?? box.value.length);
            // Set here, with the caret: React then finds the text it renders already in place and leaves both alone
            // (set by React, the caret would jump to the end).
            box.value = typed.text;
            box.setSelectionRange(typed.caret, typed.caret);
            setDraft(typed.text);
            onChange(parseMoneyInput(typed.text));
          }}
          // Enter (a phone's Go) ends the typing as leaving the field does: a comma out of place is named.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && ownCommas.current && draft !== null) onChange(parseMoneyInput(draft));
          }}
          onBlur={() => {
            selectedOnFocus.current = false;
            if (ownCommas.current && draft !== null) onChange(parseMoneyInput(draft));
            setDraft(null);
          }}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
