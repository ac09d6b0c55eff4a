/**
 * What the broker receives about an enquiry: a plain-text e-mail and the
 * webhook's JSON. The subject carries the reference and the kind of finance
 * only; personal details stay in the body.
 */
import {business} from '../../src/business';
import {formatAbn} from '../../src/enquiry/abn';
import {allFields, choiceLabel, serviceNames, NOT_SURE, type FieldName} from '../../src/enquiry/fields';
import {calculatorName, scenarioSummary} from '../../src/enquiry/scenario';
import type {Enquiry} from '../../src/enquiry/schema';
import type {ServiceSlug} from '../../src/site-map';
import type {StoredEnquiry} from '../storage/enquiryStore';

export function serviceName(service: Enquiry['service']): string {
  return service === NOT_SURE ? 'Not sure yet' : serviceNames[service as ServiceSlug];
}

const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** An enquiry's fields as labelled, readable values, in the form's order; empty fields left out. */
export function enquiryLines(enquiry: Enquiry): {label: string; value: string}[] {
  const lines: {label: string; value: string}[] = [];
  for (const spec of allFields) {
    const raw = enquiry[spec.name as keyof Enquiry];
    let value: string | undefined;
    if (spec.name === 'service') value = serviceName(enquiry.service);
    else if (spec.name === 'amount' || spec.name === 'securityValue')
      value = typeof raw === 'number' ? dollars(raw) : undefined;
    else if (spec.name === 'abn') value = enquiry.abn && formatAbn(enquiry.abn);
    else if (spec.kind === 'checkbox') value = raw ? 'Yes' : 'No';
    else if (typeof raw === 'string') value = spec.choices ? choiceLabel(spec.name as FieldName, raw) : raw;
    if (value) lines.push({label: spec.kind === 'checkbox' ? checkboxLabels[spec.name]! : spec.label, value});
  }
  return lines;
}

const checkboxLabels: Partial<Record<FieldName, string>> = {
  consent: 'Agreed to the collection notice',
  marketing: 'Wants news and guides by e-mail',
};

function sydneyTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function emailSubject(stored: StoredEnquiry): string {
  const amount = stored.enquiry.amount ? `, ${dollars(stored.enquiry.amount)}` : '';
  return `New enquiry ${stored.reference}: ${serviceName(stored.enquiry.service)}${amount}`;
}

export function emailText(stored: StoredEnquiry): string {
  const {enquiry} = stored;
  const width = Math.max(...enquiryLines(enquiry).map((l) => l.label.length));
  const body = enquiryLines(enquiry)
    .map(({label, value}) =>
      label === 'Anything else about the deal' ? `\n${label}:\n${value}\n` : `${`${label}:`.padEnd(width + 2)}${value}`,
    )
    .join('\n');
  const scenario = enquiry.scenario
    ? `\n\nCalculator scenario (${calculatorName(enquiry.scenario.calculator)}):\n${scenarioSummary(enquiry.scenario)
        .map((l) => `  ${l.label}: ${l.value}`)
        .join('\n')}`
    : '';
  return `A quote request came in through the website.

Reference: ${stored.reference}
Received:  ${sydneyTime(stored.createdAt)} (Sydney time)

${body}${scenario}

Reply to this e-mail to answer ${enquiry.name} directly.
-- 
${business.brandName} website
`;
}

/** The webhook's body: the enquiry's values as sent, plus readable labels for a CRM. */
export function webhookPayload(stored: StoredEnquiry) {
  return {
    event: 'enquiry.created',
    reference: stored.reference,
    createdAt: stored.createdAt,
    enquiry: stored.enquiry,
    readable: {
      service: serviceName(stored.enquiry.service),
      fields: enquiryLines(stored.enquiry),
      scenario: stored.enquiry.scenario && {
        calculator: calculatorName(stored.enquiry.scenario.calculator),
        lines: scenarioSummary(stored.enquiry.scenario),
      },
    },
  };
}
