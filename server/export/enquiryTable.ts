/** Enquiries as rows for the CSV export and the `list` command: one column per form field, in the form's order. */
import {attributionKeys, attributionLabels, attributionValue, type Attribution} from '../../src/enquiry/attribution';
import {allFields, brokerLabel} from '../../src/enquiry/fields';
import {calculatorName, scenarioSummary} from '../../src/enquiry/scenario';
import {changeLines, fieldValue} from '../notify/enquiryMessage';
import type {StoredEnquiry} from '../storage/enquiryStore';
import {sydneyDateTime} from '../report/dates';

export const enquiryHeader: readonly string[] = [
  'Reference',
  'Received (Sydney)',
  'Spam',
  'Spam reason',
  'Sent as',
  ...allFields.map(brokerLabel),
  'Calculator',
  'Calculator scenario',
  ...attributionKeys.map((key) => attributionLabels[key]),
  'Details added (Sydney)',
  'Changed after sending',
  'Notifications',
];

/** Where the visit came from, in a few words for the list: "google/cpc/spring, /guides/x, via Bridging loan calculator". */
export function attributionSummary(attribution: Attribution | undefined): string {
  if (!attribution) return '';
  const {utmSource, utmMedium, utmCampaign, referrerHost, landingPage, tool} = attribution;
  const campaign = [utmSource, utmMedium, utmCampaign].filter(Boolean).join('/');
  return [
    campaign,
    referrerHost,
    // The page without its utm_* query, which the campaign already gives (an operator's trial: it ran the line long).
    landingPage?.split('?')[0],
    tool && `via ${attributionValue(attribution, 'tool')}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export function enquiryRow(stored: StoredEnquiry, notifications = ''): (string | number | undefined)[] {
  const scenario = stored.enquiry.scenario;
  return [
    stored.reference,
    sydneyDateTime(stored.createdAt),
    stored.spam ? 'Yes' : 'No',
    stored.spamReason,
    stored.source === 'form' ? 'Form post (no JavaScript)' : 'Website form',
    ...allFields.map((f) => fieldValue(stored.enquiry, f.name)),
    scenario && calculatorName(scenario.calculator),
    scenario &&
      scenarioSummary(scenario)
        .map((l) => `${l.label}: ${l.value}`)
        .join('; '),
    ...attributionKeys.map((key) => attributionValue(stored.enquiry.attribution, key)),
    stored.detailsAddedAt && sydneyDateTime(stored.detailsAddedAt),
    (stored.changes ?? []).map((c) => `${sydneyDateTime(c.at)} ${changeLines([c]).join('')}`).join('; '),
    notifications,
  ];
}
