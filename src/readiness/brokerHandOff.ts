/**
 * "Send this to a broker": the contact page's address with the quote form
 * filled from the readiness check. Answers that match one of the form's own
 * choices fill that field; everything else, and the checklist, goes into the
 * message in words, where the visitor can read and change it before sending.
 */
import type {DocumentGroup} from '../documents/serviceDocuments';
import {serviceNames} from '../enquiry/fields';
import {formatDate} from '../content/formatDate';
import {optionLabel, questions, type Answers} from './questions';
import type {Assessment} from './rules';

const quotePurpose: Partial<Record<Answers['purpose'], string>> = {
  'buy-commercial': 'purchase',
  bridge: 'purchase',
  'buy-business': 'purchase',
  'smsf-property': 'purchase',
  refinance: 'refinance',
  development: 'development',
  equipment: 'equipment',
  'working-capital': 'cash-flow',
  trade: 'cash-flow',
  'tax-debt': 'settle-debts',
};

const quoteSecurity: Record<Answers['security'], string> = {
  'commercial-property': 'commercial-property',
  'residential-property': 'residential-property',
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

const quoteEntity: Record<Answers['borrower'], string> = {
  company: 'company',
  trust: 'trust',
  partnership: 'partnership',
  'sole-trader': 'sole-trader',
  smsf: 'smsf',
  individual: 'other',
};

const quoteYearsTrading: Partial<Record<Answers['trading'], string>> = {
  'not-yet': 'not-trading',
  'under-1': 'under-1',
  '1-2': '1-2',
};

/** The message the quote form opens with: every answer and the checklist, in words. */
export function handOffMessage(
  answers: Answers,
  assessment: Assessment,
  checklist: {groups: readonly DocumentGroup[]; ticked: ReadonlySet<string>},
  today: Date,
): string {
  const lines = [`From the loan readiness check on ${formatDate(today)}:`];
  for (const q of questions) {
    const value = answers[q.id];
    const words = Array.isArray(value) ? value.map((v) => optionLabel(q.id, v)).join('; ') : optionLabel(q.id, value as string);
    lines.push(`- ${q.legend} ${words}`);
  }
  if (assessment.kind === 'business') {
    if (assessment.services.length > 0) {
      lines.push(`Finance that may fit: ${assessment.services.map((s) => serviceNames[s.slug]).join('; ')}.`);
    }
    const items = checklist.groups.flatMap((g) => g.items);
    const ready = items.filter((item) => checklist.ticked.has(item.id));
    lines.push(`Documents gathered: ${ready.length} of ${items.length}.`);
    if (ready.length > 0) lines.push(`Ready: ${ready.map((item) => item.text).join('; ')}.`);
  }
  return lines.join('\n');
}

export function brokerLink(
  answers: Answers,
  assessment: Assessment,
  checklist: {groups: readonly DocumentGroup[]; ticked: ReadonlySet<string>},
  today: Date,
): string {
  const params = new URLSearchParams();
  const best = assessment.kind === 'business' ? assessment.services[0] : undefined;
  params.set('service', best?.slug ?? 'not-sure');
  const purpose = quotePurpose[answers.purpose];
  if (purpose) params.set('purpose', purpose);
  params.set('security', quoteSecurity[answers.security]);
  params.set('timeframe', quoteTimeframe[answers.timing]);
  params.set('entityType', quoteEntity[answers.borrower]);
  const years = quoteYearsTrading[answers.trading];
  if (years) params.set('yearsTrading', years);
  params.set('message', handOffMessage(answers, assessment, checklist, today));
  // Names the tool that sent the visitor, for the enquiry's attribution (src/client/attribution.ts).
  params.set('from', 'loan-readiness-check');
  return `/contact?${params.toString()}`;
}
