/**
 * How a development loan is sized, in one sentence from the register, for the places that meet a developer who
 * reached them first (the readiness check's word on land, the property loan calculator's note on an LVR over 100%).
 */
import {formatMonth} from '../content/formatDate';
import {getFact} from './register';

export function developmentSizing(): string {
  const senior = getFact('development-senior-debt');
  return `For a development, lenders size the loan on the project, not the land: senior debt up to ${senior.text}, where GRV is the finished project's value (as at ${formatMonth(senior.asAt)}).`;
}
