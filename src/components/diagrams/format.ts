/** How the diagrams write their figures: whole dollars ("$1,642,000") and rounded percentages ("78%"). */
export {formatWholeDollars as dollars} from '../../finance/format';

export function percent(part: number, whole: number): string {
  return `${Math.round((part / whole) * 100)}%`;
}
