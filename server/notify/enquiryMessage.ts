/**
 * What the broker receives about an enquiry: a plain-text e-mail and the
 * webhook's JSON. The subject carries the reference and the kind of finance
 * only; personal details stay in the body.
 *
 * An enquiry the spam checks flagged is still sent, marked "Possible spam"
 * with the reason (subject, an X-Enquiry-Possible-Spam header, a line at the
 * top of the e-mail; `possibleSpam` in the webhook): a person may have sent
 * it, so the broker decides, and nothing is dropped silently.
 *
 * Every line break in the text is a plain LF (nodemailer writes CRLF on the
 * wire) and single-line values have none: a bare CR must never reach the
 * mail relay, which could read "<CR>.<CR><LF>" as the end of the message.
 */
import {business} from '../../src/business';
import {formatAbn} from '../../src/enquiry/abn';
import {formatWholeDollars} from '../../src/finance/format';
import {attributionLines} from '../../src/enquiry/attribution';
import {allFields, brokerLabel, choiceLabel, detailFields, fieldSpec, type FieldName} from '../../src/enquiry/fields';
import {AS_IN_EXAMPLE, calculatorName, exampleShare, scenarioSummary, type Scenario} from '../../src/enquiry/scenario';
import {CONSUMER_RESULT_LINE} from '../../src/readiness/brokerHandOff';
import type {Enquiry} from '../../src/enquiry/schema';
import type {Change} from '../enquiries/stepTwo';
import type {NotificationKind, StoredEnquiry} from '../storage/enquiryStore';

/** The service's name, or "Not sure yet": the label of its choice on the form. */
export function serviceName(service: Enquiry['service']): string {
  return choiceLabel('service', service)!;
}

/** A field's value as the broker reads it (a choice's label, Yes or No, the ABN spaced), amounts as numbers; undefined when empty. */
export function fieldValue(enquiry: Enquiry, name: FieldName): string | number | undefined {
  const value = enquiry[name as keyof Enquiry];
  if (name === 'service') return serviceName(enquiry.service);
  if (name === 'abn') return enquiry.abn && formatAbn(enquiry.abn);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return fieldSpec(name)?.choices ? choiceLabel(name, value) : value;
  return undefined;
}

/** An enquiry's fields as labelled, readable values, in the form's order; empty fields left out (an unticked box says No). */
export function enquiryLines(enquiry: Enquiry, fields = allFields): {label: string; value: string}[] {
  const lines: {label: string; value: string}[] = [];
  for (const spec of fields) {
    const value = fieldValue(enquiry, spec.name);
    if (spec.kind === 'checkbox') lines.push({label: brokerLabel(spec), value: (value as string) ?? 'No'});
    else if (value)
      lines.push({label: brokerLabel(spec), value: typeof value === 'number' ? formatWholeDollars(value) : value});
  }
  return lines;
}

/**
 * One line per change the visitor made after sending, as the form showed it: "Estimated value of the security:
 * $2,150,000 -> $2,300,000", "When you need the funds: Within a month -> Within 2 weeks"; a text box's words in
 * quotes, a removed value as "(removed)".
 */
export function changeLines(changes: readonly Change[] | undefined): string[] {
  const shown = (field: FieldName, value: unknown) => {
    const readable = value === undefined ? undefined : fieldValue({[field]: value} as unknown as Enquiry, field);
    if (readable === undefined || readable === '') return '(none)';
    if (typeof readable === 'number') return formatWholeDollars(readable);
    return textBoxFields.has(field) ? `“${readable}”` : readable;
  };
  return (changes ?? []).map(
    ({field, from, to}) =>
      `${brokerLabelOf(field)}: ${shown(field, from)} -> ${to === undefined ? '(removed)' : shown(field, to)}`,
  );
}

/** A field's broker label by its name; a stored change's field no longer on the form keeps its name. */
function brokerLabelOf(name: FieldName): string {
  const spec = fieldSpec(name);
  return spec ? brokerLabel(spec) : name;
}

function sydneyTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** Why the checks flagged an enquiry, in the broker's words. */
const spamExplanations: Record<string, string> = {
  honeypot: 'a hidden field that people never see was filled in, as form-filling robots do',
  'too-fast': 'it was sent sooner after the page opened than a person usually types',
  'cross-site': "it was posted from another website's page, not this site's",
};

export function spamExplanation(reason: string | undefined): string {
  return (reason && spamExplanations[reason]) ?? 'the spam checks flagged it';
}

/** Any line break or other vertical space in a value meant for one line becomes a space. */
export const oneLine = (text: string) => text.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ');
/** Every line break (CR LF, bare CR, bare LF) as LF. */
const lfOnly = (text: string) => text.replace(/\r\n?/g, '\n');

/** Whether the message still says the readiness check judged the loan consumer credit: the broker answers it first. */
export const judgedConsumer = (stored: StoredEnquiry): boolean =>
  stored.enquiry.message?.split('\n').includes(CONSUMER_RESULT_LINE) ?? false;

/**
 * "Needed within 2 weeks" when the visitor needs the funds that soon, for the subject and the list: the broker rings
 * those first (an urgent borrower's trial: his garnishee and two weeks sat halfway down the e-mail).
 */
export const URGENT = `Needed ${choiceLabel('timeframe', 'urgent')!.toLowerCase()}`;
export const urgency = (stored: StoredEnquiry): string => (stored.enquiry.timeframe === 'urgent' ? URGENT : '');

export function emailSubject(stored: StoredEnquiry): string {
  const amount = stored.enquiry.amount ? `, ${formatWholeDollars(stored.enquiry.amount)}` : '';
  const flag = `${stored.spam ? `Possible spam (${stored.spamReason ?? 'flagged'}): ` : ''}${judgedConsumer(stored) ? 'Looks like consumer credit: ' : ''}${urgency(stored) && `${urgency(stored)}: `}`;
  return oneLine(`${flag}New enquiry ${stored.reference}: ${serviceName(stored.enquiry.service)}${amount}`);
}

/** Whether step two was sent again with other details after it was first added. */
const corrected = (stored: StoredEnquiry) => (stored.changes ?? []).some((c) => c.at !== stored.detailsAddedAt);

/**
 * Which version of step two a details notification carries: "details", then "details-2", "details-3" for each
 * correction. Its e-mail's Message-ID and its webhook's Idempotency-Key end with it, so every attempt at one version
 * keeps one id and a correction gets its own (a mail system or receiver that drops a repeated id would drop it).
 */
export function detailsVersion(stored: StoredEnquiry): string {
  const corrections = new Set((stored.changes ?? []).map((c) => c.at).filter((at) => at !== stored.detailsAddedAt));
  return corrections.size === 0 ? 'details' : `details-${corrections.size + 1}`;
}

/** "Details added to HCF-2026-ABC234" (or "Details changed for ..."): step two arrived for an enquiry the broker already has. */
export function detailsSubject(stored: StoredEnquiry): string {
  const flag = `${stored.spam ? `Possible spam (${stored.spamReason ?? 'flagged'}): ` : ''}${urgency(stored) && `${urgency(stored)}: `}`;
  return oneLine(`${flag}${corrected(stored) ? 'Details changed for' : 'Details added to'} ${stored.reference}`);
}

/** What step two changed of what the visitor had sent before, as a section of the e-mail ('' when nothing). */
function changesText(stored: StoredEnquiry): string {
  const lines = changeLines(stored.changes);
  if (lines.length === 0) return '';
  return `\n\nChanged by the visitor after sending (earlier value -> new value):\n${lines.map((l) => `  ${oneLine(l)}`).join('\n')}`;
}

/** The text boxes (the deal, the message): free text that may run over several lines. */
const textBoxes = allFields.filter((f) => f.kind === 'textarea');
const textBoxLabels = new Set(textBoxes.map(brokerLabel));
const textBoxFields = new Set<FieldName>(textBoxes.map((f) => f.name));

/** Labelled lines, aligned; each text box's words on lines of their own. */
function linesText(lines: {label: string; value: string}[]): string {
  const width = Math.max(0, ...lines.map((l) => l.label.length));
  return lines
    .map(({label, value}) =>
      textBoxLabels.has(label)
        ? `\n${label}:\n${lfOnly(value)}\n`
        : `${`${label}:`.padEnd(width + 2)}${oneLine(value)}`,
    )
    .join('\n');
}

/** Where the visit came from, as a section of the e-mail ('' when nothing is known). */
function attributionText(enquiry: Enquiry): string {
  const lines = attributionLines(enquiry.attribution);
  if (lines.length === 0) return '\n\nWhere it came from: not known (a direct visit, or the browser kept nothing).';
  return `\n\nWhere it came from:\n${lines.map((l) => `  ${l.label}: ${oneLine(l.value)}`).join('\n')}`;
}

/** The e-mail about step two: the details added, with who they are from and what they asked for. */
export function detailsText(stored: StoredEnquiry): string {
  const {enquiry} = stored;
  // The finance and the amount too: read on a phone, the details made sense only beside the first e-mail (an
  // operator's trial).
  const who = enquiryLines(
    enquiry,
    allFields.filter((f) => ['service', 'amount', 'name', 'phone', 'email'].includes(f.name)),
  );
  const details = enquiryLines(enquiry, detailFields);
  // The news opt-in is offered again at step two.
  if (enquiry.marketing) details.push({label: brokerLabelOf('marketing'), value: 'Yes'});
  // A correction's e-mail says when it was made, not only when the details first came.
  const lastChange = corrected(stored) ? stored.changes?.at(-1)?.at : undefined;
  return lfOnly(`${stored.spam ? `POSSIBLE SPAM: the first step was flagged (${stored.spamReason ?? 'flagged'}).\n\n` : ''}More details came in for an enquiry through the website.

Reference: ${stored.reference}
Enquiry received: ${sydneyTime(stored.createdAt)} (Sydney time)
Details added:    ${sydneyTime(stored.detailsAddedAt ?? stored.createdAt)} (Sydney time)${lastChange ? `\nDetails changed:  ${sydneyTime(lastChange)} (Sydney time)` : ''}

${linesText(who)}

${details.length > 0 ? linesText(details) : 'No further details were given.'}${changesText(stored)}
-- 
${business.brandName} website
`);
}

/** One calculator scenario under its heading, each line indented, for the e-mail. */
function scenarioText(heading: string, scenario: Scenario): string {
  // Her own screen says "partly example figures"; the broker's results sat plainly under a line left as the example's
  // (a borrower's trial: an ROI and an NPV from the example's monthly saving).
  const partly = exampleShare(scenario)
    ? `  (Lines marked ${AS_IN_EXAMPLE} are the calculator's example, not the borrower's figures; the results rest on them too.)\n`
    : '';
  const lines = scenarioSummary(scenario).map((l) => `  ${l.label}: ${l.value}`);
  return `\n\n${heading} (${calculatorName(scenario.calculator)}):\n${partly}${lines.join('\n')}`;
}

export function emailText(stored: StoredEnquiry): string {
  const {enquiry} = stored;
  const body = linesText(enquiryLines(enquiry));
  const scenarios = [
    enquiry.scenario && scenarioText('Calculator scenario', enquiry.scenario),
    ...(enquiry.earlierScenarios ?? []).map((each) => scenarioText('Also in the visit', each)),
  ].join('');
  const spamNote = stored.spam
    ? `POSSIBLE SPAM: ${spamExplanation(stored.spamReason)} (${stored.spamReason ?? 'flagged'}). A person may still have sent it: check before replying.\n\n`
    : '';
  return lfOnly(`${spamNote}A quote request came in through the website.

Reference: ${stored.reference}
Received:  ${sydneyTime(stored.createdAt)} (Sydney time)

${body}${scenarios}${attributionText(enquiry)}

${enquiry.email ? `Reply to this e-mail to answer ${oneLine(enquiry.name)} directly.` : `${oneLine(enquiry.name)} gave no e-mail address: call them back.`}
-- 
${business.brandName} website
`);
}

const readableScenario = (scenario: Scenario) => ({
  calculator: calculatorName(scenario.calculator),
  lines: scenarioSummary(scenario),
});

/**
 * The webhook's body: the enquiry's values as sent, plus readable labels for a
 * CRM. Step two is its own event, 'enquiry.details_added', carrying the whole
 * enquiry as it now stands and the details on their own.
 */
export function webhookPayload(stored: StoredEnquiry, kind: NotificationKind = 'enquiry') {
  const details =
    kind === 'details'
      ? {
          detailsAddedAt: stored.detailsAddedAt ?? null,
          changes: stored.changes ?? [],
          details: Object.fromEntries(
            detailFields
              .map((f) => [f.name, stored.enquiry[f.name]] as const)
              .filter(([, value]) => value !== undefined),
          ),
          marketing: stored.enquiry.marketing,
        }
      : {};
  return {
    event: kind === 'details' ? 'enquiry.details_added' : 'enquiry.created',
    reference: stored.reference,
    /** Flagged by the spam checks but sent anyway, for the broker to judge (see spamReason). */
    possibleSpam: stored.spam,
    spamReason: stored.spamReason ?? null,
    createdAt: stored.createdAt,
    ...details,
    enquiry: stored.enquiry,
    /** Where the visit came from (also in enquiry.attribution); null when nothing is known. */
    attribution: stored.enquiry.attribution ?? null,
    readable: {
      service: serviceName(stored.enquiry.service),
      fields: enquiryLines(stored.enquiry),
      scenario: stored.enquiry.scenario && readableScenario(stored.enquiry.scenario),
      earlierScenarios: (stored.enquiry.earlierScenarios ?? []).map(readableScenario),
      attribution: attributionLines(stored.enquiry.attribution),
    },
  };
}
