/** How the diagrams write their figures: whole dollars ("$1,642,000"), numbers ("650,000") and rounded percentages ("78%"). */
import {groupThousands} from '../../finance/format';

export {formatWholeDollars as dollars} from '../../finance/format';

/**
 * A figure in a worked sum ("LVR = 650,000 ÷ 1,000,000"). Whole numbers are grouped by hand, not with
 * toLocaleString, which loads the browser's locale data while the guide hydrates (src/finance/format.ts).
 */
export function plainNumber(value: number): string {
  return Number.isSafeInteger(value) ? groupThousands(value) : value.toLocaleString('en-AU');
}

export function percent(part: number, whole: number): string {
  return `${Math.round((part / whole) * 100)}%`;
}
