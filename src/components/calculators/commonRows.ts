/**
 * Result rows several calculators show, so each is labelled and explained once: a description imports them as
 * `commonRows` and adds its own meaning where it differs, `commonRows.lvr(result.lvrPercent, 'The loan as …')`.
 */
import {formatMoney, formatPercent} from '../../finance/format';
import type {ResultRow} from './ResultList';

/** The row every loan calculator shows: all the interest over the term. */
export const totalInterest = (interest: number): ResultRow => ({
  label: 'Total interest',
  value: formatMoney(interest),
  testId: 'total-interest',
  meaning: 'All the interest over the term at this rate.',
});

export const totalRepaid = (repaid: number, meaning: string): ResultRow => ({
  label: 'Total repaid',
  value: formatMoney(repaid),
  meaning,
});

export const totalCost = (cost: number): ResultRow => ({
  label: 'Total cost (interest and fees)',
  value: formatMoney(cost),
  meaning: 'What the loan costs you in dollars.',
});

export const lvr = (percent: number, meaning: string): ResultRow => ({
  label: 'Loan-to-value ratio (LVR)',
  value: formatPercent(percent),
  testId: 'lvr',
  meaning,
  glossary: 'lvr',
});

/** The cost rate incl. fees, where one exists (no fees and no interest leave it undefined). */
export const costRate = (percent: number | undefined, meaning: string): ResultRow => ({
  label: 'Cost rate incl. fees (p.a.)',
  value: percent === undefined ? 'Not defined' : formatPercent(percent),
  testId: 'cost-rate',
  meaning,
});
