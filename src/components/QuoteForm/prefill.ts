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
import {NOT_SURE, allFields, type FieldName} from '../../enquiry/fields';
import {scenarioFromParams, type Scenario} from '../../enquiry/scenario';
import {topicFromParams, topicMessage} from '../../enquiry/quoteLink';
import {isServiceSlug} from '../../services/records';

export interface Prefill {
  values: Partial<Record<FieldName, string>>;
  scenario?: Scenario;
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
