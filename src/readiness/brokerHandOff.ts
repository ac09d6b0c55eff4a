/**
 * "Get a quote" from the readiness check. The link carries only the best fit's service and the marker that the check
 * sent her (?service=...&from=loan-readiness-check): an address is kept in history, sent in Referer headers, logged
 * and shared, so no answer goes in it. The answers go through the tab's hand-off (src/enquiry/visitHandOff.ts) as
 * the query the quote form reads (handOffQuery): answers that match one of the form's own choices fill that field;
 * everything else, and the checklist, goes into the message in words, where she can read and change it before sending.
 */
import type {DocumentGroup} from '../documents/serviceDocuments';
import {serviceRecord} from '../services/records';
import {formatDate, todayInSydney} from '../content/formatDate';
import {legendOf, optionLabel, type Answers, type Security} from './questions';
import {askedQuestions} from './flow';
import type {Assessment} from './rules';
import type {PartialAnswers} from './urlState';

const quotePurpose: Partial<Record<Answers['purpose'], string>> = {
  'buy-commercial': 'purchase',
  bridge: 'purchase',
  'buy-business': 'purchase',
  'smsf-property': 'purchase',
  refinance: 'refinance',
  development: 'development',
  equipment: 'equipment',
  vehicles: 'equipment',
  'working-capital': 'cash-flow',
  trade: 'cash-flow',
  'tax-debt': 'settle-debts',
};

const quoteSecurity: Record<Security, string> = {
  'commercial-property': 'commercial-property',
  'residential-property': 'residential-property',
  'vacant-land': 'vacant-land',
  equipment: 'equipment',
  receivables: 'business-assets',
  none: 'none',
};

const quoteTimeframe: Record<Answers['timing'], string> = {
  'two-weeks': 'urgent',
  month: 'month',
  quarter: 'quarter',
  later: 'later',
};

/** A consumer result's last line in the hand-over; the broker's list and e-mail subject flag an enquiry that keeps it. */
export const CONSUMER_RESULT_LINE = 'Result: this looks like consumer credit, which we do not arrange.';

/** The message the quote form opens with: every answer and the checklist, in words. */
export function handOffMessage(
  answers: PartialAnswers,
  assessment: Assessment,
  checklist: {groups: readonly DocumentGroup[]; ticked: ReadonlySet<string>},
  today: Date,
): string {
  // Sydney's day, as the broker's list dates the enquiry, not the visitor's clock or UTC (a re-check: 6 December at 5 am on the 7th).
  const lines = [`From the loan readiness check on ${formatDate(todayInSydney(today))}:`];
  // In the order asked, each as she read it (a fund's security question is its own).
  for (const q of askedQuestions(answers)) {
    const value = answers[q.id];
    // Questions not asked (a follow-up another purpose needs, or the rest after a consumer result) are left out.
    if (value === undefined) continue;
    const words = Array.isArray(value)
      ? value.map((v) => optionLabel(q.id, v)).join('; ')
      : optionLabel(q.id, value as string);
    lines.push(`- ${legendOf(q, answers)} ${words}`);
  }
  if (assessment.kind === 'business') {
    if (assessment.services.length > 0) {
      lines.push(`Finance that may fit: ${assessment.services.map((s) => serviceRecord(s.slug).name).join('; ')}.`);
    }
    const items = checklist.groups.flatMap((g) => g.items);
    const ready = items.filter((item) => checklist.ticked.has(item.id));
    lines.push(`Documents gathered: ${ready.length} of ${items.length}.`);
    if (ready.length > 0) lines.push(`Ready: ${ready.map((item) => item.text).join('; ')}.`);
  }
  // What the check told her, in its words, as the message's last line (a trial: a consumer request arrived filed as
  // "Not sure yet", its conclusion only to be inferred from the answers).
  if (assessment.kind === 'consumer') lines.push(CONSUMER_RESULT_LINE);
  if (assessment.kind === 'outside-scope') lines.push('Result: let’s talk first; the check named no finance.');
  return lines.join('\n');
}

/** The result's "Get a quote" link: the best fit's service, and the marker for the enquiry's attribution. */
export function brokerLink(assessment: Assessment): string {
  const best = assessment.kind === 'business' ? assessment.services[0] : undefined;
  const params = new URLSearchParams({
    service: best?.slug ?? 'not-sure',
    // Names the tool that sent the visitor, for the enquiry's attribution (src/client/attribution.ts).
    from: 'loan-readiness-check',
  });
  return `/contact?${params.toString()}`;
}

/** What the quote form fills in from the answers, as a query string: kept in the tab, never put in an address. */
export function handOffQuery(
  answers: PartialAnswers,
  assessment: Assessment,
  checklist: {groups: readonly DocumentGroup[]; ticked: ReadonlySet<string>},
  today: Date,
): string {
  const params = new URLSearchParams(brokerLink(assessment).split('?')[1]);
  params.delete('from');
  // Only a business result carries a purpose into the form's own choices; a consumer one keeps it in words.
  const purpose = assessment.kind === 'business' && answers.purpose ? quotePurpose[answers.purpose] : undefined;
  if (purpose) params.set('purpose', purpose);
  // The form takes one security: residential property when ticked (often the home, which a broker screens for
  // first: a borrower's trial ticked his unit and his home, and the summary said only "Commercial property"), else the
  // first chosen, in the question's order (property first). Every answer is in the message too.
  const security = answers.security?.includes('residential-property') ? 'residential-property' : answers.security?.[0];
  if (security) params.set('security', quoteSecurity[security]);
  if (answers.timing) params.set('timeframe', quoteTimeframe[answers.timing]);
  // Every finance the result named, not only the best fit the form's select shows: a calculator's figures for one of
  // them are this loan's (a borrower's second mortgage to pay an ATO debt, whose best fit is debt consolidation).
  if (assessment.kind === 'business') params.set('fits', assessment.services.map((s) => s.slug).join(' '));
  // The borrower and trading answers are the form's own values, but for a business not yet trading. A buyer's trading
  // answer is the business she is buying, not the borrower's years the form asks: it goes in the message only.
  if (answers.borrower) params.set('entityType', answers.borrower);
  if (answers.trading && answers.purpose !== 'buy-business')
    params.set('yearsTrading', answers.trading === 'not-yet' ? 'not-trading' : answers.trading);
  // The form then says what happens to a consumer request, and its confirmation promises no lender search.
  if (assessment.kind === 'consumer') params.set('credit', 'consumer');
  params.set('message', handOffMessage(answers, assessment, checklist, today));
  return params.toString();
}
