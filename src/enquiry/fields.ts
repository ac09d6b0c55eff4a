/**
 * The quote request's fields: names, labels, choices and hints, read by the
 * React form on /contact, the schema that checks an enquiry, the HTML page
 * the server renders for a form posted without JavaScript, the broker's
 * e-mail and the CSV export. A field is added or relabelled here once.
 */
import {
  BUSINESS_PURPOSE_ONLY_NOTE,
  FINANCE_SCOPE_NOTE,
  SMSF_COMMERCIAL_NOTE,
  SMSF_TRUSTEE_NOTE,
} from '../compliance/creditScope';
import {isServiceSlug, serviceCategories, serviceRecord, services} from '../services/records';

export interface Choice {
  value: string;
  label: string;
  /** The heading a drop-down lists it under (an <optgroup>), e.g. "Property finance". */
  group?: string;
}

export const NOT_SURE = 'not-sure';

/** Choices in runs that share a group, in order: each run one <optgroup> (or loose options, with no group). */
export function choiceGroups(choices: readonly Choice[]): {group?: string; choices: Choice[]}[] {
  const runs: {group?: string; choices: Choice[]}[] = [];
  for (const choice of choices) {
    const last = runs.at(-1);
    if (last && last.group === choice.group) last.choices.push(choice);
    else runs.push({group: choice.group, choices: [choice]});
  }
  return runs;
}

/** The services under the groups /services and the home page list them in, each group A to Z, then "Not sure yet". */
export const serviceChoices: readonly Choice[] = [
  ...serviceCategories.flatMap(({id, label}) =>
    services
      .filter((s) => s.category === id)
      .map((s) => ({value: s.slug, label: s.name, group: label}))
      .sort((a, b) => (a.label < b.label ? -1 : 1)),
  ),
  {value: NOT_SURE, label: 'Not sure yet'},
];

/** The business-purpose note the form shows under "Type of finance": the rule comes from src/compliance/creditScope.ts. */
export const businessPurposeOnlyNote = BUSINESS_PURPOSE_ONLY_NOTE;

/**
 * The note under "Type of finance" once a service is chosen. Every service is
 * arranged for business purposes only, and consumer requests arrive for all of
 * them (a home bridging loan, a home refinance, an owner-builder), so each
 * shows the business-purpose note; SMSF loans, which may be for residential
 * property, show the commercial rule and the trustee rule instead (the record's scope). Before a
 * choice, and with "Not sure yet", the rule for all of them.
 */
export function serviceNote(service: string): string {
  if (!isServiceSlug(service)) return FINANCE_SCOPE_NOTE;
  return serviceRecord(service).scope === 'smsf-trustee'
    ? `${SMSF_COMMERCIAL_NOTE} ${SMSF_TRUSTEE_NOTE}`
    : businessPurposeOnlyNote;
}

export const purposeChoices: readonly Choice[] = [
  {value: 'purchase', label: 'Buy a property or business'},
  {value: 'refinance', label: 'Refinance an existing loan'},
  {value: 'equity-release', label: 'Release equity for the business'},
  {value: 'development', label: 'Development or construction'},
  {value: 'equipment', label: 'Buy equipment or vehicles for the business'},
  {value: 'cash-flow', label: 'Cash flow or working capital'},
  {value: 'settle-debts', label: 'Pay out business debts, including tax debt'},
  {value: 'other', label: 'Something else'},
];

export const securityChoices: readonly Choice[] = [
  {value: 'commercial-property', label: 'Commercial property'},
  {value: 'residential-property', label: 'Residential property'},
  {value: 'vacant-land', label: 'Vacant land'},
  {value: 'equipment', label: 'Equipment or vehicles'},
  {value: 'business-assets', label: 'Business assets or invoices'},
  {value: 'none', label: 'No security (unsecured)'},
  {value: 'not-sure', label: 'Not sure'},
];

export const timeframeChoices: readonly Choice[] = [
  {value: 'urgent', label: 'Within 2 weeks'},
  {value: 'month', label: 'Within a month'},
  {value: 'quarter', label: 'In 1 to 3 months'},
  {value: 'later', label: 'More than 3 months away'},
  {value: 'researching', label: 'Just researching'},
];

export const entityTypeChoices: readonly Choice[] = [
  {value: 'company', label: 'Company (Pty Ltd)'},
  {value: 'trust', label: 'Trust'},
  {value: 'partnership', label: 'Partnership'},
  {value: 'sole-trader', label: 'Sole trader'},
  {value: 'smsf', label: 'Self-managed super fund'},
  // Borrowing in their own names, alone or as a couple: the broker's first sign that the loan may be consumer credit.
  {value: 'individual', label: 'Individuals (own names)'},
  {value: 'other', label: 'Other'},
];

export const yearsTradingChoices: readonly Choice[] = [
  {value: 'under-1', label: 'Less than 1 year'},
  {value: '1-2', label: '1 to under 2 years'},
  {value: '2-5', label: '2 to 5 years'},
  {value: 'over-5', label: 'More than 5 years'},
  {value: 'not-trading', label: 'Not trading yet'},
];

export const stateChoices: readonly Choice[] = [
  {value: 'NSW', label: 'New South Wales'},
  {value: 'VIC', label: 'Victoria'},
  {value: 'QLD', label: 'Queensland'},
  {value: 'WA', label: 'Western Australia'},
  {value: 'SA', label: 'South Australia'},
  {value: 'TAS', label: 'Tasmania'},
  {value: 'ACT', label: 'Australian Capital Territory'},
  {value: 'NT', label: 'Northern Territory'},
];

export const contactMethodChoices: readonly Choice[] = [
  {value: 'phone', label: 'Phone'},
  {value: 'email', label: 'E-mail'},
];

/** When a broker should call back, in business hours: the visitor's way to book a call, without a calendar. */
export const contactTimeChoices: readonly Choice[] = [
  {value: 'any', label: 'Any time'},
  {value: 'morning', label: 'Morning'},
  {value: 'midday', label: 'Midday'},
  {value: 'afternoon', label: 'Afternoon'},
];

/** A field of the form, as declared below: its name's type is read from the declarations (FieldName). */
export interface FieldSpec<Name extends string = FieldName> {
  name: Name;
  label: string;
  kind: 'select' | 'text' | 'textarea' | 'checkbox';
  required?: boolean;
  hint?: string;
  /** A link ending the hint: where a statement too long for a hint is given in full. */
  hintLink?: {label: string; href: string};
  choices?: readonly Choice[];
  /** The HTML autocomplete token, so browsers can fill in contact details. */
  autoComplete?: string;
  /** The keyboard a phone shows; a decimal or numeric field also takes a number from a JSON client. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  /** A text box's height in lines (5 when not given). */
  rows?: number;
  /** Shown before the value, as on the calculators' money fields. */
  prefix?: '$';
  /** Sits beside the next field on the same row (two short selects). */
  pair?: boolean;
  /** How the schema's messages name the field, when not by its label (a tick box's label is a sentence). */
  messageLabel?: string;
  /**
   * How the broker's e-mail, the enquiries list and the export name the field, when the form's label speaks to the
   * visitor ("Your name", "Contact me by") or is a sentence (a tick box).
   */
  brokerLabel?: string;
}

export interface FieldGroup<Name extends string = FieldName> {
  id: string;
  /** The fieldset's legend; a group without one is shown as plain fields (each has its own label). */
  legend?: string;
  /** A line under the legend, e.g. that either of two fields will do. */
  hint?: string;
  fields: readonly FieldSpec<Name>[];
}

/** The names of the fields in these groups. */
type NamesIn<Groups extends readonly FieldGroup<string>[]> = Groups[number]['fields'][number]['name'];

// No hints on step one's fields where the label says enough: the send button must stay within a phone's two screens.
const serviceField = {name: 'service', label: 'Type of finance', kind: 'select', choices: serviceChoices} as const;

/**
 * Step one: what a broker needs to call back, sent as a complete enquiry.
 * Name, a phone number or an e-mail address (either will do), the kind of
 * finance and roughly how much, a line about the deal if the visitor wants,
 * and how and when to get in touch.
 */
const stepOneGroups = [
  {
    // No legend: fields with labels that say it all, and room saved for a phone's two screens.
    id: 'finance',
    fields: [
      serviceField,
      {
        name: 'amount',
        label: 'Amount to borrow, roughly',
        kind: 'text',
        prefix: '$',
        inputMode: 'decimal',
        maxLength: 20,
        autoComplete: 'off',
      },
      // The deal in the visitor's own words, for whoever arrives without a calculator scenario. Optional; step two's
      // "Anything else" box is where tools' hand-offs and longer notes go.
      {
        name: 'deal',
        label: 'Tell us about the deal',
        brokerLabel: 'About the deal',
        kind: 'textarea',
        hint: 'What it’s for, the security, when you need the funds.',
        maxLength: 1000,
        rows: 4,
      },
    ],
  },
  {
    id: 'contact',
    legend: 'How we reach you',
    hint: 'A phone number, an e-mail address or both.',
    fields: [
      {
        name: 'name',
        label: 'Your name',
        brokerLabel: 'Name',
        kind: 'text',
        required: true,
        autoComplete: 'name',
        maxLength: 120,
      },
      {
        name: 'phone',
        label: 'Phone',
        kind: 'text',
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        // Room for an overseas number as people write it ("+49 (0) 171 1234 5678"); the browser cuts off the rest.
        maxLength: 30,
      },
      {
        name: 'email',
        label: 'E-mail',
        kind: 'text',
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        maxLength: 254,
      },
      // Shown side by side (short labels and choices): how and when suit the visitor, in business hours.
      {
        name: 'contactMethod',
        label: 'Contact me by',
        brokerLabel: 'Preferred contact',
        kind: 'select',
        choices: contactMethodChoices,
        pair: true,
      },
      // The broker calls in Sydney's hours (src/business.ts): a Perth GP's "Afternoon" is two or three hours earlier.
      {
        name: 'contactTime',
        label: 'Best time to call (Sydney time)',
        brokerLabel: 'Best time to call',
        kind: 'select',
        choices: contactTimeChoices,
        pair: true,
      },
    ],
  },
] as const satisfies readonly FieldGroup<string>[];
export const fieldGroups: readonly FieldGroup[] = stepOneGroups;

/**
 * Step two, offered on the confirmation: optional details that help the
 * broker prepare, saved against the same reference (see
 * server/enquiries/details.ts). A client may also send them with step one.
 */
const detailGroups = [
  {
    id: 'deal',
    legend: 'The deal',
    fields: [
      {
        name: 'purpose',
        label: 'What the money is for',
        kind: 'select',
        choices: purposeChoices,
        // The scope rule where the borrower states the purpose, in one line: its full words (src/compliance/creditScope.ts)
        // are beside the form on /contact, the link's target (src/pages/contact.tsx), and in every page's footer.
        hint: 'Business or SMSF only:',
        hintLink: {label: 'our scope', href: '#credit-scope'},
      },
      {
        name: 'security',
        label: 'Security you could offer',
        brokerLabel: 'Security offered',
        kind: 'select',
        choices: securityChoices,
      },
      {
        name: 'securityValue',
        label: 'Estimated value of the security',
        kind: 'text',
        prefix: '$',
        inputMode: 'decimal',
        hint: 'Your own estimate is fine, for example 1,500,000.',
        maxLength: 20,
        autoComplete: 'off',
      },
      {name: 'timeframe', label: 'When you need the funds', kind: 'select', choices: timeframeChoices},
    ],
  },
  {
    id: 'business',
    legend: 'Your business',
    fields: [
      {name: 'businessName', label: 'Business name', kind: 'text', autoComplete: 'organization', maxLength: 200},
      {
        name: 'abn',
        label: 'ABN',
        kind: 'text',
        inputMode: 'numeric',
        hint: '11 digits, for example 51 824 753 556.',
        maxLength: 20,
        autoComplete: 'off',
      },
      {name: 'entityType', label: 'Type of entity', kind: 'select', choices: entityTypeChoices},
      {name: 'yearsTrading', label: 'Years trading', kind: 'select', choices: yearsTradingChoices},
      {name: 'state', label: 'State or territory', kind: 'select', choices: stateChoices},
    ],
  },
  {
    id: 'more',
    legend: 'Anything else',
    fields: [
      {
        name: 'message',
        label: 'Anything else about the deal',
        kind: 'textarea',
        hint: 'For example the property, the exit plan, or an existing lender’s deadline.',
        maxLength: 2000,
      },
    ],
  },
] as const satisfies readonly FieldGroup<string>[];
export const detailsGroups: readonly FieldGroup<DetailFieldName>[] = detailGroups;

/**
 * Not asked of an individual borrowing in their own name (the readiness check's consumer hand-over among them), nor
 * years trading of a self-managed super fund, which invests and does not trade (a trustee's trial).
 */
const notAskedOf: Partial<Record<string, readonly string[]>> = {
  individual: ['businessName', 'abn', 'yearsTrading'],
  smsf: ['yearsTrading'],
};

/** Whether step two asks this field, given what it holds so far: not a business's details of an individual. */
export const detailAsked = (name: string, values: Partial<Record<string, string>>) =>
  !notAskedOf[values.entityType ?? '']?.includes(name);

/** A field's name where the broker reads it: the e-mail, the enquiries list, the export. */
export const brokerLabel = (spec: FieldSpec<string>): string => spec.brokerLabel ?? spec.label;

/** Step one's fields, in the form's order. */
export const stepOneFields: readonly FieldSpec[] = fieldGroups.flatMap((g) => g.fields);
/** Step two's fields (all optional). */
export const detailFields: readonly FieldSpec<DetailFieldName>[] = detailsGroups.flatMap((g) => g.fields);

const consent = {
  name: 'consent',
  label: 'I have read the collection notice above and agree to my details being used to answer this enquiry.',
  kind: 'checkbox',
  required: true,
  messageLabel: 'The agreement box',
  brokerLabel: 'Agreed to the collection notice',
} as const satisfies FieldSpec<string>;

const marketing = {
  name: 'marketing',
  label: 'Also send me occasional news and guides by e-mail (optional; unsubscribe at any time).',
  kind: 'checkbox',
  messageLabel: 'The news box',
  brokerLabel: 'Wants news and guides by e-mail',
} as const satisfies FieldSpec<string>;

/** Step two's field names: the details added on the confirmation. */
export type DetailFieldName = NamesIn<typeof detailGroups>;
/** Every field's name, from the declarations above: a field is added in one place. */
export type FieldName = NamesIn<typeof stepOneGroups> | DetailFieldName | typeof consent.name | typeof marketing.name;

export const consentField: FieldSpec = consent;
export const marketingField: FieldSpec = marketing;

/** Every field, step one's first: the order of the e-mail, the export and the error summary. */
export const allFields: readonly FieldSpec[] = [...stepOneFields, consentField, marketingField, ...detailFields];

/** A field's declaration, by its name. */
export const fieldSpec = (name: FieldName): FieldSpec | undefined => allFields.find((f) => f.name === name);

/** The label of a field's chosen value, e.g. purpose "refinance" -> "Refinance an existing loan". */
export function choiceLabel(field: FieldName, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const spec = fieldSpec(field);
  return spec?.choices?.find((c) => c.value === value)?.label ?? value;
}

/**
 * The hidden fields: the spam trap; when the form could first be used (the
 * server's clock, on the form page it renders after a post without
 * JavaScript); how long the page had been open when the form was sent (the
 * browser's own monotonic clock, sent by the form with JavaScript); the
 * calculator scenario; and the key that makes a submission count once
 * however often it arrives (see server/enquiries/idempotency.ts).
 */
export const HONEYPOT_FIELD = 'referrer_code';
export const STARTED_AT_FIELD = 'startedAt';
export const FILL_TIME_FIELD = 'fillMs';
export const SCENARIO_FIELD = 'scenario';
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** Step two's hidden fields: the enquiry's reference and the secret issued with it at step one. */
export const REFERENCE_FIELD = 'reference';
export const DETAILS_TOKEN_FIELD = 'detailsToken';
/** The header the form with JavaScript sends the same key in. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
