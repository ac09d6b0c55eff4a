/**
 * The quote request's schema, shared by the form on /contact (checked before
 * sending) and the server (checked again on arrival). Each message is written
 * for the visitor and says how to put the field right.
 *
 * Built on zod/mini so the contact page carries only the few validators it
 * uses. Input is normalised to strings first (a form post sends strings, a
 * JSON client may send numbers for amounts and booleans for the tick boxes;
 * any other non-string is refused), so both paths give the same answers.
 *
 * Text is what it looks like: it is put in Unicode NFC form, invisible
 * zero-width characters are dropped, and a value is refused, with a message
 * naming the field, if it holds a control character (an escape sequence
 * could rewrite the terminal of whoever lists enquiries; a new line could
 * forge lines in the broker's e-mail) or a text-direction override (it
 * would show the text reversed). New lines and tabs are allowed in the
 * text boxes only (the deal and the message), and every line break is kept as a plain LF. A required
 * field needs at least one visible character (see notVisible).
 */
import * as z from 'zod/mini';
import type {ServiceSlug} from '../site-map';
import {abnDigits, isValidAbn} from './abn';
import {cleanAttribution, ATTRIBUTION_FIELD, type Attribution} from './attribution';
import {
  allFields,
  fieldSpec,
  detailFields,
  NOT_SURE,
  SCENARIO_FIELD,
  type Choice,
  type DetailFieldName,
  type FieldName,
  type FieldSpec,
} from './fields';
import {normalisePhone} from './phone';
import {scenariosFromField, type Scenario} from './scenario';

/**
 * What a field is kept as, when not as the text typed: amounts in dollars, the
 * ABN as its 11 digits (no spaces), the phone number in its usual written form
 * ("0412 345 678"), the tick boxes as booleans.
 */
interface KeptAs {
  service: ServiceSlug | typeof NOT_SURE;
  amount: number;
  securityValue: number;
  consent: true;
  marketing: boolean;
}

/** Always there: a reply needs a name and the agreement; at least one of e-mail and phone is given. */
type Always = 'service' | 'name' | 'consent' | 'marketing';
type Kept<K extends FieldName> = K extends keyof KeptAs ? KeptAs[K] : string;

/** An enquiry as checked and kept: one value per field of the form (src/enquiry/fields.ts). */
export type Enquiry = {[K in Always]: Kept<K>} & {[K in Exclude<FieldName, Always>]?: Kept<K>} & {
  /** The visit's leading calculator scenario (src/components/QuoteForm/prefill.ts), and the other calculators'. */
  scenario?: Scenario;
  earlierScenarios?: Scenario[];
  /** Where the visit came from (see attribution.ts). */
  attribution?: Attribution;
};

/** Step two: the details added on the confirmation, every one optional. */
export type EnquiryDetails = Pick<Enquiry, DetailFieldName>;

export type DetailsResult =
  {ok: true; details: EnquiryDetails & {marketing?: true}} | {ok: false; errors: EnquiryErrors};

export type EnquiryErrors = Partial<Record<FieldName, string>>;

export type EnquiryResult = {ok: true; enquiry: Enquiry} | {ok: false; errors: EnquiryErrors};

const MIN_AMOUNT = 1_000;
const MAX_AMOUNT = 1_000_000_000;

/**
 * Dollars from what people type: "750000", "750,000", "750 000", "$750,000.00",
 * "750k", "1.2m", "1.2 million". Undefined when it is not an amount.
 */
export function parseAmount(input: string): number | undefined {
  // Commas or spaces only as thousands separators: "1,200,000" and "1 200 000" yes, "1,2,3" no.
  const match = input
    .trim()
    .toLowerCase()
    .replace(/^aud\s*|^a?\$\s*/, '')
    .match(/^(\d{1,3}(?:[,\s]\d{3})+|\d+)?(\.\d+)?\s*(k|m|mil|million)?$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const multiplier = match[3] === 'k' ? 1_000 : match[3] ? 1_000_000 : 1;
  return Math.round(Number(`${(match[1] ?? '0').replace(/[,\s]/g, '')}${match[2] ?? ''}`) * multiplier);
}

const yes = new Set(['on', 'true', 'yes', '1']);

/** A check that returns the first problem with a value as a message, or nothing. */
type Rule = (value: string) => string | undefined;

/** C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. */
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;
/** The same, less new lines and tabs: what the message field may hold. */
const controlCharactersInMessage = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;
/** Embeddings, overrides and isolates: they make text display in another order than it was typed. */
const directionControls = /[\u202a-\u202e\u2066-\u2069]/;
/** Invisible characters with no meaning in a form field, dropped: zero-width space, word joiner, BOM, soft hyphen, direction marks. */
const invisibleCharacters = /[\u00ad\u200b\u200e\u200f\u061c\u2060\ufeff]/g;
/**
 * What a visible character is not: white space, separators, format characters
 * (zero-width joiners...), combining marks on their own, and the characters
 * that draw nothing though they count as letters or symbols: Unicode's
 * default-ignorable code points (the Hangul fillers U+115F, U+1160, U+3164,
 * U+FFA0, variation selectors...) and the blank braille pattern U+2800.
 */
const notVisible = /[\s\p{Cf}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

const specOf = (name: FieldName) => fieldSpec(name)!;

/** The label a field's messages name it by, e.g. "Your name". */
const labelOf = (name: FieldName) => {
  const spec = specOf(name);
  return spec.messageLabel ?? spec.label;
};

/** A field's value is text a person typed: no control or direction characters (a text box may hold line breaks). */
function plainText(name: FieldName): Rule {
  const box = specOf(name).kind === 'textarea';
  const controls = box ? controlCharactersInMessage : controlCharacters;
  return (value) => {
    if (controls.test(value)) {
      return `${labelOf(name)} contains a control character (often pasted in by accident${box ? '' : ', such as a tab or a line break'}). Retype it without them.`;
    }
    if (directionControls.test(value)) {
      return `${labelOf(name)} contains hidden characters that change the direction of the text. Retype it without them.`;
    }
    return undefined;
  };
}

function field(name: FieldName, rule: Rule) {
  const text = plainText(name);
  return z.string().check(
    z.superRefine((value: string, ctx) => {
      const message = text(value) ?? rule(value);
      if (message) ctx.issues.push({code: 'custom', message, input: value});
    }),
  );
}

const required =
  (message: string, next?: Rule): Rule =>
  (value) =>
    value.replace(notVisible, '') === '' ? message : next?.(value);

const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max
      ? `Keep this to ${max.toLocaleString('en-AU')} characters or fewer (it has ${value.length.toLocaleString('en-AU')}).`
      : undefined;

const choice =
  (choices: readonly Choice[]): Rule =>
  (value) =>
    value === '' || choices.some((c) => c.value === value) ? undefined : 'Choose one of the options in the list.';

/** `example` is the one the field's hint gives, so the message and the hint agree. */
const amount =
  (what: string, example: string): Rule =>
  (value) => {
    if (value === '') return undefined;
    // A minus sign is an amount out of range, not a typing mistake: the range says what is wrong with "-5000".
    const negative = /^\s*[-−–]/.test(value);
    const dollars = parseAmount(negative ? value.replace(/^\s*[-−–]/, '') : value);
    if (dollars === undefined) return `Enter the ${what} in dollars, for example ${example}.`;
    if (negative || dollars < MIN_AMOUNT || dollars > MAX_AMOUNT) {
      return `Enter ${what === 'amount' ? 'an amount' : `a ${what}`} between $1,000 and $1,000,000,000.`;
    }
    return undefined;
  };

// The pattern zod's own e-mail check uses (no quoted local parts, a dotted domain).
const emailPattern = z.regexes.email;

/**
 * The rules a field's declaration implies (src/enquiry/fields.ts): one of its choices, or no longer than its
 * maximum length; a required field must not be blank.
 */
function declaredRule(spec: FieldSpec): Rule {
  if (spec.choices) return choice(spec.choices);
  const max = spec.maxLength;
  return max === undefined ? () => undefined : maxLength(max);
}

/** Fields whose values are checked for more than their declaration says. */
const ownRules: Partial<Record<FieldName, Rule>> = {
  amount: amount('amount', '750,000'),
  securityValue: amount('value', '1,500,000'),
  abn: (value) => {
    if (value === '') return undefined;
    if (!abnDigits(value)) return 'An ABN has 11 digits. Check the number, or leave this blank.';
    return isValidAbn(value) ? undefined : 'This is not a valid ABN. Check each digit, or leave this blank.';
  },
  name: required('Enter your name.', declaredRule(specOf('name'))),
  // Either may be left blank; contactProblem() asks for at least one.
  email: (value) =>
    value === '' || (value.length <= specOf('email').maxLength! && emailPattern.test(value))
      ? undefined
      : 'Enter an e-mail address in the format name@example.com.au.',
  phone: (value) =>
    value === '' || normalisePhone(value)
      ? undefined
      : 'Enter a phone number such as 0412 345 678 or 02 9876 5432; from overseas, + and the country code first.',
  consent: (value) =>
    yes.has(value.toLowerCase())
      ? undefined
      : 'Tick this box to agree to the collection notice, so we can use your details to reply.',
  marketing: () => undefined,
};

/** One checked string per field, in the form's order. */
const shape = Object.fromEntries(
  allFields.map((spec) => [spec.name, field(spec.name, ownRules[spec.name] ?? declaredRule(spec))]),
) as Record<FieldName, ReturnType<typeof field>>;

const optional = (value: string) => (value === '' ? undefined : value);

/** A field's checked value as it is kept (see KeptAs): undefined when blank. */
function keptValue(name: FieldName, value: string): string | number | undefined {
  if (name === 'amount' || name === 'securityValue') return value ? parseAmount(value) : undefined;
  if (name === 'abn') return abnDigits(value);
  if (name === 'phone') return value ? normalisePhone(value) : undefined;
  return optional(value);
}

/** Step two's values, checked, as they are kept, in the form's order. */
function detailsFrom(v: Record<FieldName, string>): EnquiryDetails {
  return Object.fromEntries(detailFields.map(({name}) => [name, keptValue(name, v[name])])) as EnquiryDetails;
}

function scenariosKept(field: string): Pick<Enquiry, 'scenario' | 'earlierScenarios'> {
  const {latest, earlier} = scenariosFromField(field);
  return {scenario: latest, ...(earlier.length > 0 && {earlierScenarios: earlier})};
}

/** The schema: strings in (one per field), an Enquiry out. */
export const enquirySchema = z.pipe(
  z.object({...shape, [SCENARIO_FIELD]: z.string(), [ATTRIBUTION_FIELD]: z.string()}),
  z.transform((v): Enquiry => ({
    // In the order the stored JSON has always had: step one's finance (and the deal), the details, then the contact fields.
    service: (v.service || NOT_SURE) as Enquiry['service'],
    amount: keptValue('amount', v.amount) as number | undefined,
    deal: optional(v.deal),
    ...detailsFrom(v),
    name: v.name,
    email: keptValue('email', v.email) as string | undefined,
    phone: keptValue('phone', v.phone) as string | undefined,
    // Only as she chose it: a preferred way filled in for her reached the broker as hers (a borrower's trial).
    contactMethod: optional(v.contactMethod),
    contactTime: optional(v.contactTime),
    consent: true,
    marketing: yes.has(v.marketing.toLowerCase()),
    ...scenariosKept(v[SCENARIO_FIELD]),
    attribution: cleanAttribution(v[ATTRIBUTION_FIELD]),
  })),
);

/** Step two's schema: the detail fields only. */
const detailsSchema = z.object(
  Object.fromEntries(detailFields.map((f) => [f.name, shape[f.name]])) as Record<
    DetailFieldName,
    ReturnType<typeof field>
  >,
);

/**
 * At least one way to reply, and the one the visitor prefers: the message
 * goes next to the field to fill in, undefined when all is well.
 */
function contactProblem(v: Record<string, string>): {field: FieldName; message: string} | undefined {
  if (v.phone === '' && v.email === '') {
    return {
      field: v.contactMethod === 'email' ? 'email' : 'phone',
      message: 'Enter a phone number or an e-mail address (at least one), so a broker can reply.',
    };
  }
  if (v.contactMethod === 'phone' && v.phone === '') {
    return {field: 'phone', message: 'Enter a phone number to be contacted by phone, or choose e-mail.'};
  }
  if (v.contactMethod === 'email' && v.email === '') {
    return {field: 'email', message: 'Enter an e-mail address to be contacted by e-mail, or choose phone.'};
  }
  return undefined;
}

const fieldNames = [...allFields.map((f) => f.name), SCENARIO_FIELD, ATTRIBUTION_FIELD] as const;
/** Fields a JSON client may send as a number (amounts, and the ABN's digits). */
const numberFields = new Set<string>(
  allFields.filter((f) => f.inputMode === 'decimal' || f.inputMode === 'numeric').map((f) => f.name),
);
const booleanFields = new Set<string>(allFields.filter((f) => f.kind === 'checkbox').map((f) => f.name));

/** A field's raw value: an array (a field sent twice) counts by its first value. */
function rawValue(source: Record<string, unknown>, name: string): unknown {
  const value = source[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a raw value has a type the field accepts (absent counts as empty). */
function acceptsType(name: string, value: unknown): boolean {
  if (value === undefined || value === null || typeof value === 'string') return true;
  if (typeof value === 'number') return numberFields.has(name) && Number.isFinite(value);
  if (typeof value === 'boolean') return booleanFields.has(name);
  return false;
}

/**
 * Text as it will be kept: NFC form, invisible characters dropped, every line
 * break (CR LF, a bare CR, a bare LF) made a plain LF, trimmed. A bare CR
 * must never reach the broker's e-mail: a mail relay may read it as the end
 * of a line, so "<CR>.<CR><LF>" could end the message early and smuggle
 * commands into the site's SMTP session.
 */
function cleanText(value: string): string {
  return value.normalize('NFC').replace(invisibleCharacters, '').replace(/\r\n?/g, '\n').trim();
}

/**
 * Every field of the enquiry as a clean string ('' when absent or of a type
 * the field does not take), from a form post or a JSON body. Unknown keys are
 * dropped; an array (a field sent twice) counts by its first value.
 */
export function toFormValues(
  input: unknown,
): Record<FieldName | typeof SCENARIO_FIELD | typeof ATTRIBUTION_FIELD, string> {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const values = {} as Record<FieldName | typeof SCENARIO_FIELD | typeof ATTRIBUTION_FIELD, string>;
  for (const name of fieldNames) {
    let value = rawValue(source, name);
    // A JSON client may send the attribution as an object: kept as its JSON text, checked by the schema.
    if (name === ATTRIBUTION_FIELD && value && typeof value === 'object') value = JSON.stringify(value);
    if (!acceptsType(name, value)) value = '';
    if (typeof value === 'boolean') value = value ? 'true' : '';
    values[name] = typeof value === 'string' || typeof value === 'number' ? cleanText(String(value)) : '';
  }
  return values;
}

/**
 * The fields' clean values and the schema's verdict on them, with a message for each field sent as something other
 * than text or failing the schema.
 */
function check<S extends z.ZodMiniType>(input: unknown, fields: readonly {name: FieldName}[], schema: S) {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const errors: EnquiryErrors = {};
  for (const {name} of fields) {
    if (!acceptsType(name, rawValue(source, name))) errors[name] = `${labelOf(name)} must be sent as text.`;
  }
  const values = toFormValues(input);
  const result = schema.safeParse(values) as z.core.util.SafeParseResult<z.output<S>>;
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;
  return {values, result, errors};
}

/** Checks an enquiry: the enquiry itself, or a message for each field that needs fixing. */
export function validateEnquiry(input: unknown): EnquiryResult {
  const {values, result, errors} = check(input, allFields, enquirySchema);
  const contact = contactProblem(values);
  if (contact) errors[contact.field] ??= contact.message;
  if (result.success && Object.keys(errors).length === 0) return {ok: true, enquiry: withoutBlanks(result.data)};
  return {ok: false, errors};
}

/** Checks step two: the details, or a message for each field that needs fixing. Other keys are ignored. */
export function validateDetails(input: unknown): DetailsResult {
  const {values, result, errors} = check(input, detailFields, detailsSchema);
  // The news opt-in is offered at step two too: ticked, it is recorded; unticked, step one's answer stands.
  const marketing = yes.has(values.marketing.toLowerCase()) ? {marketing: true as const} : {};
  if (result.success && Object.keys(errors).length === 0)
    return {ok: true, details: {...withoutBlanks(detailsFrom(values)), ...marketing}};
  return {ok: false, errors};
}

/** The object without its undefined values, so the stored JSON holds only what was given. */
function withoutBlanks<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
