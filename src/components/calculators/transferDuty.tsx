/**
 * The property's state, and under a purchase-costs field the transfer duty the facts register puts on the
 * purchase price there: general rates, with their as-at date and source, so an old scale never passes for the
 * current one. For a state whose whole scale is not in the register, no figure: the stamp duty guide instead.
 */
import Link from '@site/src/components/SiteLink';
import {transferDuty} from '../../finance/transferDuty';
import {formatWholeDollars} from '../../finance/format';
import {dutyScales, stateNames, STATES, type State} from '../../facts/dutyScales';
import {formatDate} from '../../content/formatDate';
import {guidePath} from '../../calculators';
import type {ChoiceSpec, Form} from './description';

const DUTY_GUIDE = guidePath('stamp-duty-land-tax-commercial-property-by-state');

const optionLabels: Record<State, string> = {...stateNames, act: 'ACT', nt: 'Northern Territory'};

/** "State or territory of the property": NSW in the example, like the other example figures. */
export const propertyState: ChoiceSpec<string> = {
  label: 'State or territory of the property',
  default: 'nsw',
  options: STATES.map((value) => ({value, label: optionLabels[value]})),
};

/** The hint of a purchase-costs field: the estimated duty on `purchase` in `state`, then `rest` of the hint. */
export const dutyHint =
  (rest: string, purchase = 'purchase', state = 'state') =>
  ({values, numbers}: Form<string>) => {
    const where = values[state] as State;
    const scale = dutyScales[where];
    const price = numbers[purchase];
    if (!scale)
      return (
        <>
          No transfer duty estimate for {stateNames[where] ?? 'this state'}: its whole scale is not on file here. See{' '}
          <Link to={DUTY_GUIDE}>stamp duty and land tax by state</Link>. {rest}
        </>
      );
    if (!(price! > 0)) return rest;
    return (
      <>
        <span data-testid="duty-estimate">
          Estimated {stateNames[where]} transfer duty: {formatWholeDollars(transferDuty(price!, scale))}
        </span>{' '}
        {/* The source named, not linked: a link here would sit between the purchase price and its costs when tabbing. */}
        (general rates as at {formatDate(scale.asAt)}, {scale.source.name}). Duty is charged on the price including any
        GST, or on the market value if that is higher. {rest}
      </>
    );
  };
