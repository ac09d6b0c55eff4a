/** Enquiries as rows for the CSV export and the `list` command: one column per form field, in the form's order. */
import {attributionKeys, attributionLabels, attributionValue, type Attribution} from '../../src/enquiry/attribution';
import {allFields, brokerLabel} from '../../src/enquiry/fields';
import {calculatorName, scenarioSummary, type Scenario} from '../../src/enquiry/scenario';
import {URGENT, changeLines, fieldValue, judgedConsumer, urgency} from '../notify/enquiryMessage';
import type {StoredEnquiry} from '../storage/enquiryStore';
import {sydneyDateTime} from '../report/dates';
import {campaignOf, landingPathOf} from '../report/classify';

/** The attribution's columns in their first place; the page she asked from came later, and goes last. */
const visitColumns = attributionKeys.filter((key) => key !== 'askedFrom');

export const enquiryHeader: readonly string[] = [
  'Reference',
  'Received (Sydney)',
  'Spam',
  'Spam reason',
  // The subject's flags, so a spreadsheet can filter out what the broker must not advise on and sort the urgent first.
  'Looks like consumer credit',
  URGENT,
  'Sent as',
  ...allFields.map(brokerLabel),
  'Calculator',
  'Calculator scenario',
  ...visitColumns.map((key) => attributionLabels[key]),
  'Details added (Sydney)',
  'Changed after sending',
  'Notifications',
  // Last, so no column a saved spreadsheet reads moves: the other calculators' scenarios, "Name: lines | Name: lines",
  // and the page she asked from.
  'Other calculator scenarios',
  attributionLabels.askedFrom,
];

/**
 * Where the visit came from, in a few words for the list: "google / cpc / spring, /guides/x, via Bridging loan
 * calculator". The campaign once, as the report gives it: the landing page's utm_* query repeated it (an operator's
 * trial: it ran the line long).
 */
export function attributionSummary(attribution: Attribution | undefined): string {
  if (!attribution) return '';
  const {referrerHost, landingPage, tool} = attribution;
  return [
    campaignOf(attribution),
    referrerHost,
    landingPage && landingPathOf(attribution),
    tool && `via ${attributionValue(attribution, 'tool')}`,
  ]
    .filter(Boolean)
    .join(', ');
}

const scenarioCell = (scenario: Scenario) =>
  scenarioSummary(scenario)
    .map((l) => `${l.label}: ${l.value}`)
    .join('; ');

export function enquiryRow(stored: StoredEnquiry, notifications = ''): (string | number | undefined)[] {
  const scenario = stored.enquiry.scenario;
  return [
    stored.reference,
    sydneyDateTime(stored.createdAt),
    stored.spam ? 'Yes' : 'No',
    stored.spamReason,
    judgedConsumer(stored) ? 'Yes' : 'No',
    urgency(stored) ? 'Yes' : 'No',
    stored.source === 'form' ? 'Form post (no JavaScript)' : 'Website form',
    ...allFields.map((f) => fieldValue(stored.enquiry, f.name)),
    scenario && calculatorName(scenario.calculator),
    scenario && scenarioCell(scenario),
    ...visitColumns.map((key) => attributionValue(stored.enquiry.attribution, key)),
    stored.detailsAddedAt && sydneyDateTime(stored.detailsAddedAt),
    (stored.changes ?? []).map((c) => `${sydneyDateTime(c.at)} ${changeLines([c]).join('')}`).join('; '),
    notifications,
    (stored.enquiry.earlierScenarios ?? [])
      .map((each) => `${calculatorName(each.calculator)}: ${scenarioCell(each)}`)
      .join(' | '),
    stored.enquiry.attribution?.askedFrom,
  ];
}
