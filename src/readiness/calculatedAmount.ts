/**
 * The amount the calculator she used last in this visit worked out, as the readiness check's amount band: the check
 * starts that question on it (a trial: after a calculator, the check asked again what it had just worked out). Her
 * own amount only: a scenario carries `amount` only when she gave it, never the example's (src/enquiry/scenario.ts).
 */
import {calculatorName, scenarioFromField} from '../enquiry/scenario';
import type {KeptHandOffs} from '../enquiry/visitHandOff';
import {lowerFirst} from '../content/lowerFirst';
import {formatWholeDollars} from '../finance/format';
import {amountBands} from './amountBands';
import type {AmountBand} from './questions';
import {AMOUNT_BOTTOM, AMOUNT_TOP} from './rules';

export interface CalculatedAmount {
  band: AmountBand;
  /** Said above the question: where the choice came from and how to change it. */
  note: string;
}

/** A band's range includes its first figure ("$500,000 to $2 million" holds $500,000) and stops short of its last. */
export const bandFor = (amount: number): AmountBand | undefined =>
  amountBands.find(({value}) => AMOUNT_BOTTOM[value] <= amount && amount < AMOUNT_TOP[value])?.value;

export function calculatedAmount(kept: KeptHandOffs): CalculatedAmount | undefined {
  const scenario = scenarioFromField(kept.calculator);
  const amount = Number(scenario?.values.amount);
  const band = scenario && amount > 0 ? bandFor(amount) : undefined;
  if (!scenario || !band) return undefined;
  return {
    band,
    note: `Chosen from your ${lowerFirst(calculatorName(scenario.calculator))}: ${formatWholeDollars(amount)}. Next keeps it; for another loan, choose its amount.`,
  };
}
