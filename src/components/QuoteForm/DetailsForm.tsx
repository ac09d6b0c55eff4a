/**
 * Step two, on the confirmation: the optional details that help the broker
 * prepare (the deal, the business, anything else), added to the enquiry just
 * sent. It carries the reference and the secret the server issued with it,
 * checks the fields with the shared schema before sending, shows each problem
 * beside its field and never clears what was typed. Sending again is safe:
 * the server keeps and notifies the details once.
 */
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {business} from '../../business';
import {
  detailAsked,
  detailFields,
  detailsGroups,
  marketingField,
  DETAILS_TOKEN_FIELD,
  REFERENCE_FIELD,
  type FieldName,
} from '../../enquiry/fields';
import {validateDetails} from '../../enquiry/schema';
import ErrorSummary, {useErrors} from './ErrorSummary';
import Field from './Field';
import {sendDetails, type DetailsOutcome} from './send';
import styles from './styles.module.css';

type Values = Partial<Record<FieldName, string>>;

export interface DetailsFormProps {
  reference: string;
  token: string;
  initial: Values;
}

function problemMessage(outcome: DetailsOutcome): string {
  switch (outcome.kind) {
    case 'refused':
      return 'We could not add these details: this form no longer matches your enquiry. Your enquiry itself is safe with us. To tell us more,';
    case 'offline':
      return 'Your details have not been sent: this device seems to be offline. They are still in the form. Send them again when you are back online,';
    case 'rate-limited':
      return `Your details have not been sent: we have received several requests from your connection in a short time. They are still in the form. Please try again in about ${outcome.retryAfterMinutes} minute${outcome.retryAfterMinutes === 1 ? '' : 's'},`;
    default:
      return 'We could not confirm that your details arrived. They are still in the form, and sending them again is safe (we will not add them twice). Try again in a moment,';
  }
}

export default function DetailsForm({reference, token, initial}: DetailsFormProps) {
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries([...detailFields, marketingField].map((f) => [f.name, initial[f.name] ?? ''])),
  );
  const {errors, setErrors, show, recheck, summary} = useErrors();
  const [status, setStatus] = useState<'idle' | 'sending' | 'added'>('idle');
  const [problem, setProblem] = useState<string>();
  const done = useRef<HTMLHeadingElement>(null);
  // Each group folds under its name, so step two reads in about one phone screen: the deal opens first, a group
  // with something typed stays open, and one with a problem opens (its message beside the field). Folding keeps
  // every value: the fields stay in the form.
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(detailsGroups.filter((g, i) => i === 0 || g.fields.some((f) => initial[f.name])).map((g) => g.id)),
  );

  useEffect(() => {
    if (status === 'added') done.current?.focus();
  }, [status]);

  const onChange = (name: FieldName, value: string) => {
    const next = {...values, [name]: value};
    setValues(next);
    if (errors[name]) recheck([name], validateDetails(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setProblem(undefined);
    // What the form shows is what is sent: a business's details typed before "An individual" was chosen stay in the
    // form (they come back with another choice) but are neither checked nor sent.
    const asked = Object.fromEntries(Object.entries(values).filter(([name]) => detailAsked(name, values)));
    const checked = validateDetails(asked);
    if (!checked.ok) return show(checked.errors);
    setErrors({});
    setStatus('sending');
    const outcome = await sendDetails({...asked, [REFERENCE_FIELD]: reference, [DETAILS_TOKEN_FIELD]: token} as Record<
      string,
      string
    >);
    if (outcome.kind === 'added') {
      setStatus('added');
      return;
    }
    setStatus('idle');
    if (outcome.kind === 'invalid') show(outcome.errors);
    else setProblem(problemMessage(outcome));
  };

  if (status === 'added') {
    return (
      <section className={styles.details} aria-labelledby="details-done-title">
        <h4 id="details-done-title" ref={done} tabIndex={-1}>
          Thank you: your details are with us
        </h4>
        <p>We have added them to enquiry {reference}. A broker will have them when they contact you.</p>
      </section>
    );
  }

  return (
    <section className={styles.details} aria-labelledby="details-title">
      <h4 id="details-title">Tell us more (optional)</h4>
      <form
        method="post"
        action="/api/enquiries/details"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="details-title">
        <ErrorSummary ref={summary} errors={errors} level={5} />
        <p className={styles.intro}>
          A broker can prepare better for your call with a few details about the deal and the business. Every field is
          optional; they are added to enquiry {reference}.
        </p>
        {detailsGroups.map((group) => (
          <details
            key={group.id}
            className={styles.fold}
            open={opened.has(group.id) || group.fields.some((f) => errors[f.name])}
            onToggle={(event) => {
              const open = event.currentTarget.open;
              setOpened((current) => {
                if (open === current.has(group.id)) return current;
                const next = new Set(current);
                if (open) next.add(group.id);
                else next.delete(group.id);
                return next;
              });
            }}>
            <summary id={`details-${group.id}`}>{group.legend}</summary>
            {/* Named by its summary, so a screen reader hears the group's name on entering a field, and reading the
                page hears it once (a hidden legend repeated it: "The deal, The deal"). */}
            <fieldset className={styles.group} aria-labelledby={`details-${group.id}`}>
              {group.fields
                .filter((spec) => detailAsked(spec.name, values))
                .map((spec) => (
                  <Field
                    key={spec.name}
                    spec={spec}
                    value={values[spec.name] ?? ''}
                    error={errors[spec.name]}
                    onChange={onChange}
                    onBlur={() => undefined}
                  />
                ))}
            </fieldset>
          </details>
        ))}
        <Field spec={marketingField} value={values.marketing ?? ''} onChange={onChange} onBlur={() => undefined} />
        <input type="hidden" name={REFERENCE_FIELD} value={reference} />
        <input type="hidden" name={DETAILS_TOKEN_FIELD} value={token} />
        {problem && (
          <div className={styles.problem} role="alert">
            <p>
              {problem} call us on <a href={business.phone.href}>{business.phone.display}</a> ({business.businessHours})
              and quote {reference}.
            </p>
          </div>
        )}
        <button
          type="submit"
          className={`button button--primary button--lg ${styles.submit}`}
          // Not \`disabled\`, which drops focus to the page (as the quote's own Send button).
          aria-disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : 'Add these details'}
        </button>
        <p className={styles.status} role="status">
          {status === 'sending' && 'Sending your details…'}
        </p>
      </form>
    </section>
  );
}
