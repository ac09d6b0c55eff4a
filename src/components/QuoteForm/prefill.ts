/**
 * What the contact page's address can fill in: ?service=<slug> from a
 * service page's "Get a quote", a calculator's scenario from its
 * "Talk to a broker about this scenario" button (?calculator=<slug>&amount=...),
 * the loan readiness check's answers: any field with choices, given one
 * of its own choices (?purpose=refinance&timeframe=month), and the message;
 * and the title of the guide, case study or insight the visitor was reading
 * (?topic=..., src/enquiry/quoteLink.ts), which opens the message.
 */
import {calculatorBySlug} from '../../calculators';
import {NOT_SURE, allFields, detailFields, type FieldName} from '../../enquiry/fields';
import {scenarioFromParams, type Scenario} from '../../enquiry/scenario';
import {topicFromParams, topicMessage} from '../../enquiry/quoteLink';
import type {KeptHandOffs} from '../../enquiry/visitHandOff';
import {isServiceSlug} from '../../services/records';

export interface Prefill {
  values: Partial<Record<FieldName, string>>;
  scenario?: Scenario;
  /** The tools' hand-offs kept from earlier in the visit that this prefill used, so the form can forget them. */
  recalled?: (keyof KeptHandOffs)[];
  /** The page the visitor asked from, when its "Get a quote" named it. */
  topic?: string;
}

/** "1,200,000" from "1200000.4": whole dollars, or undefined for anything that is not a positive amount. */
export const wholeDollars = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.round(n).toLocaleString('en-AU') : undefined;
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
  if (topic && !values.message) values.message = topicMessage(topic);
  const scenario = scenarioFromParams(params);
  if (scenario) {
    values.service ??= calculatorBySlug[scenario.calculator].service;
    const amount = wholeDollars(scenario.values.amount);
    if (amount) values.amount = amount;
    const value = wholeDollars(scenario.values.value);
    if (value) values.securityValue = value;
  }
  return {values, scenario, topic};
}

/**
 * The address's prefill, plus what the visitor's tools handed over earlier in the visit (src/enquiry/visitHandOff.ts)
 * where the address carries nothing of that kind: the latest calculator scenario (with its new loan as the amount)
 * and the latest readiness answers. What the address says wins; a readiness message and the page's topic both go.
 */
export function prefillForVisit(search: string, kept: KeptHandOffs): Prefill {
  const fromUrl = prefillFromSearch(search);
  const params = new URLSearchParams(search);
  const recalled: NonNullable<Prefill['recalled']> = [];
  let values: Prefill['values'] = {};
  let scenario = fromUrl.scenario;
  if (!scenario && kept.calculator) {
    const earlier = prefillFromSearch(kept.calculator);
    if (earlier.scenario) {
      scenario = earlier.scenario;
      values = {...earlier.values};
      recalled.push('calculator');
    }
  }
  if (kept.readiness && !detailFields.some((f) => params.has(f.name))) {
    const earlier = prefillFromSearch(kept.readiness).values;
    // The scenario's figures are more precise than the readiness check's: they keep the service and amount.
    values = {...earlier, ...values};
    recalled.push('readiness');
  }
  const message = [values.message, fromUrl.values.message].filter(Boolean).join('\n');
  values = {...values, ...fromUrl.values};
  if (message && message.length <= MESSAGE_LIMIT) values.message = message;
  return {values, scenario, topic: fromUrl.topic, ...(recalled.length > 0 && {recalled})};
}
