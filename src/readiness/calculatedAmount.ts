/**
 * The amount a calculator worked out for the loan the check is about, as its amount band: the check starts that
 * question on it (a trial: after a calculator, the check asked again what it had just worked out). Only a calculator
 * for a finance her purpose leads to (src/enquiry/scenario.ts, scenarioFor: a working capital scenario is not a
 * bridge's), and her own amount only: a scenario carries `amount` only when she gave it, never the example's.
 */
import {calculatorName, scenarioFor, scenarioFromField} from '../enquiry/scenario';
import type {KeptHandOffs} from '../enquiry/visitHandOff';
import {lowerFirst} from '../content/lowerFirst';
import {formatWholeDollars} from '../finance/format';
import {amountBands} from './amountBands';
import type {AmountBand} from './questions';
import {AMOUNT_BOTTOM, AMOUNT_TOP} from './rules';
import {SMSF_FIT, servicesByPurpose} from './purposeServices';
import type {PartialAnswers} from './urlState';
import type {ServiceSlug} from '../services/records';

export interface CalculatedAmount {
  band: AmountBand;
  /** Said above the question: where the choice came from and how to change it. */
  note: string;
}

/** A band's range includes its first figure ("$500,000 to $2 million" holds $500,000) and stops short of its last. */
export const bandFor = (amount: number): AmountBand | undefined =>
  amountBands.find(({value}) => AMOUNT_BOTTOM[value] <= amount && amount < AMOUNT_TOP[value])?.value;

/** `services`: those the purpose leads to (src/readiness/purposeServices.ts). */
export function calculatedAmount(kept: KeptHandOffs, services: readonly string[]): CalculatedAmount | undefined {
  const scenario = scenarioFromField(scenarioFor(kept, services));
  const amount = Number(scenario?.values.amount);
  const band = scenario && amount > 0 ? bandFor(amount) : undefined;
  if (!scenario || !band) return undefined;
  return {
    band,
    note:
      `Chosen from your ${lowerFirst(calculatorName(scenario.calculator))}: ${formatWholeDollars(amount)}. ` +
      'Next keeps it; for another loan, choose its amount.',
  };
}

/**
 * The services the answers' purpose leads to. A fund's too: SMSF lending, and the first mortgages whose calculators
 * (the commercial property loan and real estate calculators) a fund's property loan is worked out in.
 */
export function purposeServices({purpose, borrower}: PartialAnswers): string[] {
  if (purpose === undefined) return [];
  const fund: ServiceSlug[] = borrower === 'smsf' ? [SMSF_FIT.slug, 'first-second-mortgages'] : [];
  return [...fund, ...servicesByPurpose[purpose].map((fit) => fit.slug)];
}
