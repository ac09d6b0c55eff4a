/**
 * The quote request form on /contact, step one: what a broker needs to call
 * back (see stepOneFields in src/enquiry/fields.ts), sent as a complete
 * enquiry. Step two, the optional details, is offered on the confirmation
 * (DetailsForm). Without JavaScript (or before the
 * scripts have run) it is a plain form that posts to /api/enquiries, and the
 * server answers with a page. With JavaScript it checks the fields with the
 * shared schema before sending, sends JSON, and shows errors, the
 * confirmation or a way to try again here, never clearing what the visitor
 * typed: on start it takes over whatever the fields already hold (the
 * browser restores them when the visitor comes Back from the server's
 * page, or the visitor typed before the scripts ran).
 *
 * Each showing of the form makes one submission key, sent with every
 * attempt, so the server stores the enquiry once however often it arrives;
 * when an answer is lost or late the form asks the server, then says the
 * truth (see send.ts). While it waits it says so, and after SLOW_MS that it
 * is taking longer than usual, so a stalled connection never leaves a
 * visitor with a silent form.
 */
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import serviceCalculators from '@generated/content-index/default/service-calculators.json';
import {business} from '../../business';
import {ATTRIBUTION_FIELD, ATTRIBUTION_STORAGE_KEY, withAskedFrom} from '../../enquiry/attribution';
import {
  serviceNote,
  consentField,
  detailFields,
  fieldGroups,
  marketingField,
  stepOneFields,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  NOT_SURE,
  SCENARIO_FIELD,
  STARTED_AT_FIELD,
  type FieldName,
  type FieldSpec,
} from '../../enquiry/fields';
import {
  collectionNoticeLead,
  collectionNoticeMore,
  collectionNoticeMoreTitle,
  collectionNoticeTitle,
  type NoticePart,
} from '../../enquiry/notice';
import {calculatorName, scenarioAmountNote, scenariosToField, type Scenario} from '../../enquiry/scenario';
import {forgetHandOff, forgetScenario, keptHandOffs} from '../../enquiry/visitHandOff';
import {lowerFirst} from '../../content/lowerFirst';
import {TOPIC_PARAM} from '../../enquiry/quoteLink';
import {CONSUMER_HAND_OVER_NOTE, CONSUMER_WITH_SCENARIO_NOTE} from '../../enquiry/nextSteps';
import {parseAmount, validateEnquiry} from '../../enquiry/schema';
import Confirmation, {loadDetailsForm} from './Confirmation';
import {draftAgeMs, forgetDraft, keepInDraft, keptDraft} from './draft';
import {rememberSent, sentInTab} from './sentInTab';
import ErrorSummary, {useErrors} from './ErrorSummary';
import Field from './Field';
import HandOvers from './HandOvers';
import {prefillForVisit, scenarioValues, wholeDollars} from './prefill';
import {creditGuideRule} from '../CreditScope/ConsumerCreditLine';
import {forgetUnconfirmed, newSubmissionKey, sendEnquiry, storedReference, unconfirmed, type SendOutcome} from './send';
import styles from './styles.module.css';

type Values = Record<FieldName, string>;

const allSpecs = [...stepOneFields, consentField];
const emptyValues = Object.fromEntries(
  [...allSpecs, marketingField, ...detailFields].map((f) => [f.name, '']),
) as Values;

/** Where the visit came from, as the browser kept it (src/client/attribution.ts); '' when nothing was kept. */
function visitAttribution(): string {
  try {
    return sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

const contactFields: FieldName[] = ['phone', 'email', 'contactMethod'];
/** Typed and left before any Send: an amount, phone number or e-mail address is checked then ("1250000abc", "maria@@example" caught early). */
const checkedOnLeaving: FieldName[] = ['amount', 'phone', 'email'];

/** The fields as rows: two fields marked `pair` in a row share it, every other field has its own. */
export function pairUp(fields: readonly FieldSpec[]): ([FieldSpec] | [FieldSpec, FieldSpec])[] {
  const rows: ([FieldSpec] | [FieldSpec, FieldSpec])[] = [];
  for (let i = 0; i < fields.length; i += 1) {
    const spec = fields[i]!;
    const next = fields[i + 1];
    if (spec.pair && next?.pair) {
      rows.push([spec, next]);
      i += 1;
    } else rows.push([spec]);
  }
  return rows;
}

/** After this long without an answer, the form says it is taking longer than usual. */
const SLOW_MS = 5000;

/**
 * What the form's fields hold in the page right now, before React's state
 * takes over: values the browser restored (Back from the server's page) or
 * typed before the scripts ran. Only fields that hold something.
 */
function valuesInPage(form: HTMLFormElement | null): Partial<Values> {
  const found: Partial<Values> = {};
  if (!form) return found;
  for (const spec of allSpecs) {
    const element = form.elements.namedItem(spec.name);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked) found[spec.name] = 'true';
    } else if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.value !== ''
    ) {
      found[spec.name] = element.value;
    }
  }
  return found;
}

/** Why the enquiry did not go, and what to do: a sentence the form ends with "or call us on" and the phone number. */
function problemMessage(outcome: SendOutcome): string {
  switch (outcome.kind) {
    case 'offline':
      return 'Your enquiry has not been sent: this device seems to be offline. Your details are still in the form. Send it again when you are back online,';
    case 'unknown':
      return outcome.offline
        ? 'We could not confirm that your enquiry arrived: this device went offline before our answer came back, so it may have reached us. Your details are still in the form. When you are back online, send it again: we check first, and will not receive it twice,'
        : 'We could not confirm that your enquiry arrived: the connection to our server was lost. Your details are still in the form. Sending it again is safe (we will not receive it twice),';
    case 'conflict':
      return 'We already have this enquiry with other details, so this changed version was not saved. To send this version as well, send it again (the broker will see both),';
    case 'rate-limited':
      return `Your enquiry has not been sent: we have received several from your connection in a short time. Your details are still in the form. Please try again in about ${outcome.retryAfterMinutes} minute${outcome.retryAfterMinutes === 1 ? '' : 's'},`;
    default:
      return 'Your enquiry has not been sent: something went wrong on our side. Your details are still in the form. Please try again in a moment,';
  }
}

/** The note under "Type of finance" (serviceNote), with a link to the rule it rests on, in a new tab. */
function serviceNoteWithLink(service: string): ReactNode {
  const note = serviceNote(service);
  return (
    <>
      {note}{' '}
      <a href={creditGuideRule} target="_blank" rel="noopener">
        What counts as a business purpose<span className={styles.newTab}> (opens in a new tab)</span>
      </a>
    </>
  );
}

function NoticeParagraphs({paragraphs}: {paragraphs: readonly (readonly NoticePart[])[]}) {
  return paragraphs.map((paragraph, i) => (
    <p key={i}>
      {paragraph.map((part, j) =>
        typeof part === 'string' ? (
          part
        ) : (
          // A new tab, so reading the policy does not lose what is typed here.
          <a key={j} href={part.href} target="_blank" rel="noopener">
            {part.text}
            <span className={styles.newTab}> (opens in a new tab)</span>
          </a>
        ),
      )}
    </p>
  ));
}

interface Props {
  /** Told whether the readiness check handed over consumer credit, so the page's "After you send it" can say so. */
  onConsumer?: (consumer: boolean) => void;
}

export default function QuoteForm({onConsumer}: Props) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [scenario, setScenario] = useState<Scenario>();
  /** The other calculators' scenarios of the visit: sent with it, filling nothing. */
  const [earlierScenarios, setEarlierScenarios] = useState<Scenario[]>([]);
  const {errors, setErrors, show, recheck, summary} = useErrors();
  const [status, setStatus] = useState<'idle' | 'sending' | 'slow' | 'sent'>('idle');
  // What "Don't send ..." just took out, said in the status line: the box it was in may be gone with it.
  const [removedNote, setRemovedNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [reference, setReference] = useState('');
  const [detailsToken, setDetailsToken] = useState<string>();
  /** The reference of an enquiry this tab sent before the form was opened again (sentInTab.ts). */
  const [sentEarlier, setSentEarlier] = useState<string>();
  /**
   * Step two's fields a tool filled in: the readiness check's answers and a calculator scenario's security value
   * (isFromScenario tells them apart). Shown, sent with step one, offered again at step two.
   */
  const [carried, setCarried] = useState<Partial<Values>>({});
  /** The title of the page whose "Get a quote" brought the visitor (src/enquiry/quoteLink.ts). */
  const [topic, setTopic] = useState<string>();
  /** Whether `carried` holds the loan readiness check's answers. */
  const [fromReadiness, setFromReadiness] = useState(false);
  /** Whether those answers made the check judge the loan consumer credit (prefill.ts). */
  const [consumer, setConsumer] = useState(false);
  useEffect(() => onConsumer?.(consumer), [consumer, onConsumer]);
  const [attribution, setAttribution] = useState('');
  const [enhanced, setEnhanced] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [submissionKey, setSubmissionKey] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  /** What the address and the tools filled in when the form opened: a change she makes is kept over it (draft.ts). */
  const prefilled = useRef<Partial<Record<string, string>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  // Once a send fails, focus is on the send button, directly under the announced problem, so a keyboard user can try
  // again or read back from there (it usually still has focus: the button keeps it while sending, but a tap elsewhere
  // meanwhile may have moved it).
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (problem) sendButton.current?.focus();
  }, [problem]);

  // After hydration: our own validation replaces the browser's; the address's service or
  // calculator scenario fills the form, then whatever the fields already hold in the page
  // (restored by the browser, or typed before the scripts ran) wins over both. The key is
  // the one the page already holds (Back to a form that was sent) or a new one.
  useEffect(() => {
    setEnhanced(true);
    // The address first, then what the visitor's tools handed over earlier in this visit.
    const prefill = prefillForVisit(window.location.search, keptHandOffs(), serviceCalculators);
    const inPage = valuesInPage(formRef.current);
    // What she typed earlier in the visit wins over the hand-over she typed over, not over a newer one.
    const typed = Object.fromEntries(Object.entries(keptDraft(prefill.values)).filter(([name]) => name in emptyValues));
    prefilled.current = prefill.values;
    // After a consumer hand-over no finance is named, whatever the address, a calculator's scenario or a draft holds:
    // the field is hidden then (renderField), so she would send a product she never saw.
    const consumerService = prefill.consumer && {service: NOT_SURE};
    setValues((current) => ({...current, ...prefill.values, ...typed, ...inPage, ...consumerService}));
    setScenario(prefill.scenario);
    setEarlierScenarios(prefill.earlierScenarios ?? []);
    setTopic(prefill.topic);
    setFromReadiness(prefill.recalled?.includes('readiness') ?? false);
    setConsumer(prefill.consumer ?? false);
    setCarried(
      Object.fromEntries(
        detailFields.filter((f) => prefill.values[f.name]).map((f) => [f.name, prefill.values[f.name]]),
      ),
    );
    setAttribution(visitAttribution());
    setSentEarlier(sentInTab());
    const keyField = formRef.current?.elements.namedItem(IDEMPOTENCY_FIELD);
    const pageKey = keyField instanceof HTMLInputElement ? keyField.value : '';
    setSubmissionKey(pageKey || newSubmissionKey());
  }, []);

  // A submission this tab sent earlier without learning whether it arrived (the page was left or reloaded). This effect
  // runs after the one above, so its key and values win over the prefill's: ask about it first, and if that cannot be
  // told yet, keep its key and what it held, so sending again is recognised.
  useEffect(() => {
    const earlier = unconfirmed();
    if (!earlier) return;
    setSubmissionKey(earlier.key);
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(allSpecs.filter((f) => earlier.body[f.name]).map((f) => [f.name, earlier.body[f.name]])),
    }));
    void storedReference(earlier.key, earlier.body).then((stored) => {
      if (stored === 'no') forgetUnconfirmed();
      else if (stored) showSent(stored);
    });
  }, []);

  const showSent = ({reference: stored, detailsToken: token}: {reference: string; detailsToken?: string}) => {
    forgetUnconfirmed();
    // Sent: a later enquiry in this visit starts without them.
    forgetHandOff();
    forgetDraft();
    rememberSent(stored);
    setReference(stored);
    setDetailsToken(token);
    setStatus('sent');
  };

  /** Whether a carried field is the calculator scenario's (its security's value), not an answer. */
  const isFromScenario = (name: string) =>
    scenario !== undefined && scenarioValues(scenario)[name as FieldName] === carried[name as FieldName];
  /**
   * "Don't send": the fields go from what is carried and from the form's own values, which took them in when it
   * opened, so none of them is sent, stored or offered again at step two.
   */
  const dropCarried = (names: string[]) => {
    setCarried((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
    setValues((current) => ({...current, ...Object.fromEntries(names.map((name) => [name, '']))}));
  };

  const scenariosField = scenariosToField(scenario, earlierScenarios);
  const payload = (v: Values): Record<string, string> => ({
    ...v,
    ...carried,
    [SCENARIO_FIELD]: scenariosField,
    [ATTRIBUTION_FIELD]: withAskedFrom(visitAttribution(), topic),
    // How long the page has been open, or since she first typed what the form restored: the fill time counts from
    // when the form could first be used.
    [FILL_TIME_FIELD]:
      typeof performance === 'undefined' ? '' : String(Math.round(Math.max(performance.now(), draftAgeMs()))),
    [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
  });

  /** Once the visitor has tried to send, each field's message follows what they type. */
  const recheckField = (name: FieldName, next: Values) =>
    // Phone, e-mail and the way to contact are checked together: filling one can settle another's message.
    recheck(contactFields.includes(name) ? contactFields : [name], validateEnquiry(payload(next)));

  const onChange = (name: FieldName, value: string) => {
    const next = {...values, [name]: value};
    setValues(next);
    // Consents are given again each time, not remembered.
    if (name !== consentField.name && name !== marketingField.name)
      keepInDraft(name, value, prefilled.current[name] ?? '');
    const contactError = contactFields.includes(name) && contactFields.some((each) => errors[each]);
    if (
      errors[name] ||
      contactError ||
      (attempted && (name === 'consent' || name === 'service' || name === 'contactMethod'))
    )
      recheckField(name, next);
  };

  const onBlur = (name: FieldName) => {
    // An amount she typed ("1190000", "1.2m") reads back grouped once she leaves it, as a calculator's prefilled one
    // does: what the form understood, and what the draft restores. Only one it accepts, in whole dollars: "1.5" or
    // "$900.50" stay as typed (a reviewer: rounded, they became "2" and a figure she never typed).
    const checked = validateEnquiry(payload(values));
    const accepted =
      name === 'amount' && !/\.\d*$/.test(values.amount.trim()) && !('errors' in checked && checked.errors.amount);
    const grouped = accepted ? wholeDollars(String(parseAmount(values.amount))) : undefined;
    const left = grouped && grouped !== values.amount ? {...values, amount: grouped} : values;
    if (left !== values) onChange('amount', left.amount);
    if (attempted) recheckField(name, left);
    else if (checkedOnLeaving.includes(name) && left[name].trim() !== '')
      recheck([name], validateEnquiry(payload(left)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending' || status === 'slow') return;
    setAttempted(true);
    setProblem(undefined);
    const checked = validateEnquiry(payload(values));
    if (!checked.ok) return show(checked.errors);
    setErrors({});
    setStatus('sending');
    setRemovedNote('');
    // Step two's form, fetched while step one travels, so the confirmation can offer it at once.
    void loadDetailsForm().catch(() => undefined);
    const slow = setTimeout(() => setStatus((current) => (current === 'sending' ? 'slow' : current)), SLOW_MS);
    const key = submissionKey || newSubmissionKey();
    // An unconfirmed earlier send under this key: ask with what it held before sending again.
    const earlier = unconfirmed();
    const stored = earlier?.key === key ? await storedReference(key, earlier.body) : undefined;
    if (stored === 'no') forgetUnconfirmed();
    const outcome: SendOutcome =
      stored && stored !== 'no' ? {kind: 'sent', ...stored} : await sendEnquiry(payload(values), key);
    clearTimeout(slow);
    if (outcome.kind === 'sent') {
      showSent(outcome);
      return;
    }
    setStatus('idle');
    // This version differs from what the key first carried: sending it again sends it as an enquiry of its own.
    if (outcome.kind === 'conflict') setSubmissionKey(newSubmissionKey());
    if (outcome.kind === 'invalid') show(outcome.errors);
    else setProblem(problemMessage(outcome));
  };

  if (status === 'sent')
    return (
      <Confirmation
        reference={reference}
        name={values.name}
        detailsToken={detailsToken}
        details={{...values, ...carried}}
        consumer={consumer}
      />
    );

  // The amount a scenario filled in is its new loan (or what its calculator calls it): said under the field while
  // it is unchanged.
  const scenarioAmount = scenario && wholeDollars(scenario.values.amount);
  const noteFor = (name: FieldName): ReactNode => {
    if (name === 'service') return serviceNoteWithLink(values.service ?? '');
    if (name === 'amount' && scenarioAmount && values.amount === scenarioAmount) {
      return scenarioAmountNote(scenario);
    }
    return undefined;
  };

  const renderField = (spec: FieldSpec) =>
    // After a consumer hand-over the type of finance stays "Not sure yet": no list of products for her to choose from.
    consumer && spec.name === 'service' ? (
      <input key={spec.name} type="hidden" name={spec.name} value={values[spec.name]} />
    ) : (
      <Field
        key={spec.name}
        spec={spec}
        value={values[spec.name]}
        error={errors[spec.name]}
        onChange={onChange}
        onBlur={onBlur}
        note={noteFor(spec.name)}
      />
    );

  const busy = status === 'sending' || status === 'slow';

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/enquiries"
      noValidate={enhanced}
      onSubmit={onSubmit}
      className={styles.form}
      aria-labelledby="quote-form-title">
      <ErrorSummary ref={summary} errors={attempted ? errors : {}} />
      {sentEarlier && (
        <div className={styles.received}>
          <p>
            You sent a request from this tab: reference <strong>{sentEarlier}</strong>. We have it, and we will be in
            touch. Sending this form again makes a new request.
          </p>
        </div>
      )}

      <HandOvers
        scenario={scenario}
        earlierScenarios={earlierScenarios}
        answers={carried}
        fromReadiness={fromReadiness}
        consumer={consumer}
        topic={topic}
        onRemoveScenario={(removed) => {
          forgetScenario(removed.calculator);
          const notSent = `Your ${lowerFirst(calculatorName(removed.calculator))} scenario will not be sent.`;
          if (removed !== scenario) {
            setEarlierScenarios((current) => current.filter((each) => each !== removed));
            return setRemovedNote(notSent);
          }
          dropCarried(Object.keys(carried).filter(isFromScenario));
          setScenario(undefined);
          setRemovedNote(`${notSent} The amount stays in its field to keep or change.`);
        }}
        onRemoveAnswers={() => {
          dropCarried(Object.keys(carried).filter((name) => !isFromScenario(name)));
          forgetHandOff('readiness');
          // The scenarios the consumer result held back (a business calculator's are another loan's while it stands)
          // go again, as they would after a reload (a reviewer: sending now lost them).
          if (consumer) {
            const again = prefillForVisit(window.location.search, keptHandOffs(), serviceCalculators);
            setScenario((current) => current ?? again.scenario);
            setEarlierScenarios(again.earlierScenarios ?? []);
          }
          // The finance a calculator's scenario named, held back while the consumer result stood (a reviewer: a
          // bridging scenario went on as "Not sure yet"; Back and Forward showed Bridging finance).
          const named = prefilled.current.service;
          if (consumer && named)
            setValues((current) => (current.service === NOT_SURE ? {...current, service: named} : current));
          setConsumer(false);
          setRemovedNote(
            fromReadiness
              ? 'Your readiness check answers will not be sent.'
              : 'Those details will not be sent with your enquiry.',
          );
        }}
        onRemoveTopic={() => {
          setTopic(undefined);
          // Out of the address too, so a reload does not bring it back.
          const address = new URL(window.location.href);
          address.searchParams.delete(TOPIC_PARAM);
          window.history.replaceState(window.history.state, '', address);
          setRemovedNote('The name of the page you asked from will not be sent.');
        }}
      />
      {/* Before she sends: what happens to a request the check judged consumer credit (its result said so too). */}
      {consumer && (
        // In a box as the "Included" summary above, and in its type size.
        <div className={styles.received}>
          <p>
            {CONSUMER_HAND_OVER_NOTE}
            {scenario && ` ${CONSUMER_WITH_SCENARIO_NOTE}`}
          </p>
        </div>
      )}

      {fieldGroups.map((group) => {
        const fields = pairUp(group.fields).map((row) =>
          row.length === 2 ? (
            <div key={row[0].name} className={styles.pair}>
              {row.map(renderField)}
            </div>
          ) : (
            renderField(row[0])
          ),
        );
        if (!group.legend) return <div key={group.id}>{fields}</div>;
        return (
          <fieldset
            key={group.id}
            className={styles.group}
            aria-describedby={group.hint ? `quote-${group.id}-hint` : undefined}>
            {/* In the headings' face, as "Your quote request" above it. */}
            <legend className="site-heading-face">{group.legend}</legend>
            {group.hint && (
              <p id={`quote-${group.id}-hint`} className={styles.hint}>
                {group.hint}
              </p>
            )}
            {fields}
          </fieldset>
        );
      })}

      <section className={styles.notice} aria-labelledby="quote-notice-title">
        <h3 id="quote-notice-title">{collectionNoticeTitle}</h3>
        <NoticeParagraphs paragraphs={collectionNoticeLead} />
        <details className={styles.noticeMore}>
          <summary>{collectionNoticeMoreTitle}</summary>
          <NoticeParagraphs paragraphs={collectionNoticeMore} />
        </details>
      </section>
      {renderField(consentField)}

      {/* Sent as they are when the form posts without JavaScript. */}
      <input type="hidden" name={SCENARIO_FIELD} value={scenariosField} />
      <input type="hidden" name={ATTRIBUTION_FIELD} value={withAskedFrom(attribution, topic)} />
      <input type="hidden" name={STARTED_AT_FIELD} value="" />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={submissionKey} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`quote-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          ref={honeypot}
          type="text"
          id={`quote-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      {problem && (
        <div className={styles.problem} role="alert">
          <p>
            {problem} or call us on <a href={business.phone.href}>{business.phone.display}</a>, {business.businessHours}
            .
          </p>
        </div>
      )}
      <button
        ref={sendButton}
        type="submit"
        className={`button button--primary button--lg ${styles.submit}`}
        // Not `disabled`: a disabled button loses focus to the page while it sends. onSubmit ignores a second press.
        aria-disabled={busy}>
        {busy ? 'Sending…' : consumer ? 'Send my answers' : 'Send my quote request'}
      </button>
      <p className={styles.status} role="status">
        {status === 'idle' && removedNote}
        {status === 'sending' && 'Sending your enquiry…'}
        {status === 'slow' &&
          'Still sending: this is taking longer than usual. Please keep this page open; we will tell you as soon as we know whether it arrived.'}
      </p>
    </form>
  );
}
