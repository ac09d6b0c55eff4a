/**
 * What the contact page's address can fill in: ?service=<slug> from a
 * service page's "Get a quote", a calculator's name and new loan from its
 * "Get a quote for this scenario" button (?calculator=<slug>&amount=...;
 * the scenario itself comes from the tab's storage, prefillForVisit),
 * any field with choices, given one of its own choices
 * (?purpose=refinance&timeframe=month), and the message: the form of the
 * loan readiness check's answers, which come from the tab's storage too
 * (its link carries only ?service=...&from=loan-readiness-check);
 * and the title of the guide, case study or insight the visitor was reading
 * (?topic=..., src/enquiry/quoteLink.ts), sent with the attribution.
 */
import {calculatorBySlug} from '../../calculators';
import {NOT_SURE, allFields, detailFields, type FieldName} from '../../enquiry/fields';
import {
  scenarioFor,
  scenarioFromField,
  scenarioFromParams,
  type CalculatorsListed,
  type Scenario,
} from '../../enquiry/scenario';
import {topicFromParams} from '../../enquiry/quoteLink';
import {calculatorOf, keptScenarios, type KeptHandOffs} from '../../enquiry/visitHandOff';
import {groupThousands} from '../../finance/format';
import {isServiceSlug, serviceRecord} from '../../services/records';

export interface Prefill {
  values: Partial<Record<FieldName, string>>;
  scenario?: Scenario;
  /** The other calculators' scenarios of the visit, newest first: sent as they are, filling nothing. */
  earlierScenarios?: Scenario[];
  /** The tools' hand-offs kept from earlier in the visit that this prefill used, so the form can forget them. */
  recalled?: (keyof KeptHandOffs)[];
  /** The page the visitor asked from, when its "Get a quote" named it. */
  topic?: string;
  /** The readiness check judged the loan consumer credit (its hand-over's credit=consumer). */
  consumer?: true;
}

/** "1,200,000" from "1200000.4": whole dollars, or undefined for anything that is not a positive amount. */
export const wholeDollars = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? groupThousands(Math.round(n)) : undefined;
};

/** The message field's own limit (src/enquiry/fields.ts). */
const MESSAGE_LIMIT = allFields.find((field) => field.name === 'message')?.maxLength ?? 2000;

export function prefillFromSearch(search: string): Prefill {
  const params = new URLSearchParams(search);
  const values: Prefill['values'] = {};
  const service = params.get('service');
  if (service && (isServiceSlug(service) || service === NOT_SURE)) {
    values.service = service;
  }
  for (const field of allFields) {
    const value = params.get(field.name);
    if (field.name === 'service' || !value) continue;
    if (field.choices?.some((choice) => choice.value === value)) values[field.name] = value;
  }
  const message = params.get('message');
  if (message && message.length <= MESSAGE_LIMIT) values.message = message;
  const topic = topicFromParams(params);
  const linked = scenarioFromParams(params);
  return {
    values: linked ? {...scenarioValues(linked), ...values} : values,
    topic,
    ...(params.get('credit') === 'consumer' && {consumer: true}),
  };
}

/** What a calculator's scenario fills in: its service, its new loan as the amount, and the security's value. */
export function scenarioValues({calculator, values}: Scenario): Prefill['values'] {
  const {service} = calculatorBySlug[calculator];
  const amount = wholeDollars(values.amount);
  const value = wholeDollars(values.value);
  return {...(service && {service}), ...(amount && {amount}), ...(value && {securityValue: value})};
}

/** Services of different kinds (property, asset, business, specialist): a scenario from one is not the other's loan. */
const otherKind = (asked: string | undefined, scenarios: string | undefined) =>
  asked !== undefined &&
  scenarios !== undefined &&
  isServiceSlug(asked) &&
  isServiceSlug(scenarios) &&
  serviceRecord(asked).category !== serviceRecord(scenarios).category;

/** The finance the address or the readiness check's best fit names, before any calculator's. */
function askedService(params: URLSearchParams, kept: KeptHandOffs): string | undefined {
  const named = params.get('service') ?? new URLSearchParams(kept.readiness).get('service');
  return named && isServiceSlug(named) ? named : undefined;
}

/**
 * The scenario that leads (fills the amount, heads "Included", goes to the broker as the calculator scenario): on a
 * calculator's own link, that calculator's; else the newest of a calculator for the finance the address or the check
 * names (scenarioFor), else the newest.
 */
function leadScenario(kept: KeptHandOffs, params: URLSearchParams, listedOn: CalculatorsListed): string | undefined {
  const linked = params.get('calculator');
  if (linked) return keptScenarios(kept).find((query) => calculatorOf(query) === linked) ?? kept.calculator;
  const asked = askedService(params, kept);
  return (asked && scenarioFor(kept, [asked], listedOn)) || kept.calculator;
}

/**
 * The address's prefill, plus what the visitor's tools handed over in this visit (src/enquiry/visitHandOff.ts): the
 * leading calculator scenario (leadScenario, with its new loan as the amount), on its own calculator's link or where
 * the address names no calculator (on another calculator's link it goes as an earlier one, filling nothing), and the
 * other calculators' scenarios, which fill nothing; the service of the service page she last left for a
 * calculator, for that calculator's scenario; and the latest readiness answers, where the address carries none. What the address says wins, but for the figures of the scenario: its calculator keeps the scenario as
 * she changes it, so a link with other figures is an older one (Back, change a figure, Forward); and for the service
 * a calculator's link implies, which gives way to the readiness check's best fit (the service page a result names
 * links calculators whose usual service is another; the visit does not record which came first, so a calculator used
 * for another deal after the check also shows the check's service, in the select she can change). A readiness message
 * and an address's message both go.
 */
export function prefillForVisit(search: string, kept: KeptHandOffs, listedOn: CalculatorsListed = {}): Prefill {
  const fromUrl = prefillFromSearch(search);
  const params = new URLSearchParams(search);
  const recalled: NonNullable<Prefill['recalled']> = [];
  let values: Prefill['values'] = {};
  const linked = params.get('calculator');
  const stored = scenarioFromField(leadScenario(kept, params, listedOn));
  const scenario = stored && (!linked || linked === stored.calculator) ? stored : undefined;
  if (scenario) {
    values = scenarioValues(scenario);
    if (!linked) recalled.push('calculator');
  }
  let bestFit: string | undefined;
  let checkFits: string[] = [];
  let consumer: true | undefined;
  const fromCheck = kept.readiness ? prefillFromSearch(kept.readiness) : undefined;
  // A consumer result holds on a calculator's own link too: the visit does not say which came first, and a bridging
  // calculator after "individuals, buying a home" is most likely the same loan, whose product the form must not name
  // (a credit lawyer's check). She sees the scenario with the answers and removes the answers if it is another loan.
  if (fromCheck && !detailFields.some((f) => params.has(f.name))) {
    const earlier = fromCheck.values;
    // The scenario's figures are more precise than the readiness check's: they keep the amount.
    values = {...earlier, ...values};
    recalled.push('readiness');
    bestFit = earlier.service;
    checkFits = new URLSearchParams(kept.readiness).get('fits')?.split(' ') ?? [];
    consumer = fromCheck.consumer;
  }
  const message = [values.message, fromUrl.values.message].filter(Boolean).join('\n');
  // On its own calculator's link the scenario's figures stand, even where it has none: the link's may be older.
  const {amount: _amount, securityValue: _value, ...linkWithoutFigures} = fromUrl.values;
  values = {...values, ...(linked && scenario ? linkWithoutFigures : fromUrl.values)};
  if (message && message.length <= MESSAGE_LIMIT) values.message = message;
  // A scenario from the calculator she opened from a service page is for that service (an SMSF's property loan), not
  // the calculator's usual one (src/enquiry/useServiceForCalculators.ts); the address's service wins.
  const pageRead = new URLSearchParams(kept.service);
  const servicePage = pageRead.get('service');
  const calculatorUsed = scenario?.calculator ?? linked;
  const forServicePage = calculatorUsed && pageRead.getAll('calculator').includes(calculatorUsed);
  if (servicePage && isServiceSlug(servicePage) && forServicePage && !params.has('service'))
    values.service = servicePage;
  // But the check's best fit (an SMSF's loan, say) names her loan more surely than a calculator's usual service; a
  // service the address names (a service page's or a guide's link) still wins.
  if (bestFit && bestFit !== NOT_SURE && !params.has('service')) values.service = bestFit;
  // A page's Get a quote for another kind of loan (an ATO debt guide's, after a van's figures): the scenario still
  // goes, shown for her to keep or remove, but its amount is not this loan's (a borrower's trial got "Business debt
  // consolidation, $62,000"). Unless the readiness check named the scenario's finance too: then it is this loan.
  // A scenario made from a service page is that service's (an equipment page's van, then an ATO guide: a re-check).
  const scenarioService = forServicePage
    ? (servicePage ?? undefined)
    : scenario && calculatorBySlug[scenario.calculator].service;
  // Both named by the check: the form's finance and the scenario's are two ways to the same loan (a page's Get a quote
  // for a loan the check did not name, an SMSF's say, is another loan: a re-check).
  const sameCheck = [values.service, scenarioService].every((slug) => slug !== undefined && checkFits.includes(slug));
  // Where the check judged this loan consumer credit, a business calculator's scenario used earlier is another loan,
  // and goes neither with it nor to the broker (a sole trader's trial: a family caravan arrived with the work ute's
  // $68,000 and its chattel mortgage). On its own calculator's link it goes, with the consumer result (above).
  // Nor when the page of the finance she asks for lists the scenario's calculator: an SMSF's warehouse worked in the
  // commercial property loan calculator before she found the SMSF page (a director's trial lost her amount).
  const listedForIt = scenario !== undefined && listedOn[values.service ?? '']?.includes(scenario.calculator);
  const anotherLoan =
    consumer !== undefined || (otherKind(values.service, scenarioService) && !sameCheck && !listedForIt);
  if (scenario && !linked && anotherLoan) {
    const figures = scenarioValues(scenario);
    if (values.amount === figures.amount) delete values.amount;
    if (values.securityValue === figures.securityValue) delete values.securityValue;
  }
  const dropped = consumer && !linked;
  const used = dropped ? recalled.filter((tool) => tool !== 'calculator') : recalled;
  // Every other calculator she used goes to the broker too (not after a consumer result: a business calculator's
  // figures from earlier are another loan's, as above).
  const earlier = keptScenarios(kept)
    .map(scenarioFromField)
    .filter((each): each is Scenario => each !== undefined && each.calculator !== scenario?.calculator);
  return {
    values,
    ...(!dropped && {scenario}),
    ...(!consumer && earlier.length > 0 && {earlierScenarios: earlier}),
    topic: fromUrl.topic,
    ...(used.length > 0 && {recalled: used}),
    ...(consumer && {consumer}),
  };
}
