/**
 * The list of problems at the top of the form, each a link to its field.
 * It takes focus when the form is sent with problems, so keyboard and screen
 * reader users hear how many there are and can jump to each. A group, not an
 * alert: it follows her corrections as she types, and a live region would
 * read it out again at each keystroke that fixes or breaks a field.
 */
import {forwardRef, useEffect, useRef, useState, type MouseEvent} from 'react';
import {allFields, type FieldName} from '../../enquiry/fields';
import type {EnquiryErrors} from '../../enquiry/schema';
import {fieldId} from './Field';
import styles from './styles.module.css';

interface Props {
  errors: EnquiryErrors;
  /** Its heading's level: under the form's h2, 3; under step two's h4, 5. */
  level?: 3 | 5;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, name: FieldName) {
  const field = document.getElementById(fieldId(name));
  if (!field) return;
  event.preventDefault();
  // Bring the label into view with the field, not just the field.
  field.closest('div')?.scrollIntoView({block: 'center'});
  field.focus({preventScroll: true});
}

const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({errors, level = 3}, ref) {
  const entries = allFields.filter((f) => errors[f.name]).map((f) => [f.name, errors[f.name]!] as const);
  if (entries.length === 0) return null;
  const Heading = level === 5 ? 'h5' : 'h3';
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="group" aria-labelledby="quote-summary-title">
      <Heading id="quote-summary-title">
        Please check {entries.length === 1 ? 'one thing' : `${entries.length} things`} before sending
      </Heading>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} onClick={(event) => focusField(event, name)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

export default ErrorSummary;

/** A form's errors, and `show`, which sets them and moves focus to the summary (its `summary` ref). */
export function useErrors() {
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [shown, setShown] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown === 0 || !summary.current) return;
    // Its top, not its middle, where it is not all in view (a trial at 320 x 200: focus centred it and cut its heading
    // off); scroll-padding keeps it below a sticky header. In view, the page stays put.
    summary.current.focus({preventScroll: true});
    const {top, bottom} = summary.current.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) summary.current.scrollIntoView({block: 'start'});
  }, [shown]);
  const show = (next: EnquiryErrors) => {
    setErrors(next);
    setShown((n) => n + 1);
  };
  /** Each named field's message as a fresh check has it: set, changed or cleared (the same object when none changed). */
  const recheck = (names: readonly FieldName[], checked: {ok: true} | {ok: false; errors: EnquiryErrors}) =>
    setErrors((current) => {
      const updated = {...current};
      for (const name of names) {
        const message = checked.ok ? undefined : checked.errors[name];
        if (message) updated[name] = message;
        else delete updated[name];
      }
      return names.every((name) => updated[name] === current[name]) ? current : updated;
    });
  return {errors, setErrors, show, recheck, summary};
}
