/**
 * The property's state, and a purchase-costs field that, left empty, stands for the transfer duty the facts
 * register puts on the purchase price there: general rates, with their as-at date and source, so an old scale
 * never passes for the current one. For a state, or a price, the register's scale does not reach, no figure: the
 * stamp duty guide instead, and the visitor enters the costs; the results then say the duty is not counted.
 */
import Link from '@site/src/components/SiteLink';
import {coversValue, transferDuty} from '../../finance/transferDuty';
import {formatWholeDollars} from '../../finance/format';
import {dutyScales, stateNames, STATES, type State} from '../../facts/dutyScales';
import {formatDate} from '../../content/formatDate';
import {guidePath} from '../../calculators';
import {money, type ChoiceSpec, type Form, type Values} from './description';
import type {ResultRow} from './ResultList';
import {commonRows} from './commonFields';

const DUTY_GUIDE = guidePath('stamp-duty-land-tax-commercial-property-by-state');

const optionLabels: Record<State, string> = {...stateNames, act: 'ACT', nt: 'Northern Territory'};

/** "State or territory of the property": NSW in the example, like the other example figures. */
export const propertyState: ChoiceSpec<string> = {
  label: 'State or territory of the property',
  default: 'nsw',
  options: STATES.map((value) => ({value, label: optionLabels[value]})),
};

/**
 * A purchase-costs field (kept under the key `costs`; `label`, and what it covers in `covers`) for the price in
 * field `purchase` and the state in field `state`. Left empty it is the estimated duty, so the example and the visitor's own price carry a
 * dated duty figure rather than a stale guess; typed, it is the visitor's figure and the estimate stays beside it.
 */
export function purchaseCosts(label: string, covers: string, purchase = 'purchase', state = 'state') {
  const scaleOf = (values: Values<string>) => dutyScales[values[state] as State];
  const estimate = (price: number | undefined, values: Values<string>) => {
    const scale = scaleOf(values);
    return scale && price! > 0 && coversValue(scale, price!) ? transferDuty(price!, scale) : 0;
  };
  return money(label, '', {
    optional: true,
    whenEmpty: (numbers, values) => estimate(numbers[purchase], values),
    hint: ({values, numbers}: Form<string>) => {
      const where = values[state] as State;
      const scale = scaleOf(values);
      const empty = values.costs?.trim() === '';
      const price = numbers[purchase]!;
      if (!scale || (price > 0 && !coversValue(scale, price)))
        return (
          <>
            No transfer duty estimate for {stateNames[where] ?? 'this state'}
            {scale
              ? ` under ${formatWholeDollars(scale.brackets[0]!.from)}: only its top rate is on file here`
              : ': its scale is not on file here'}
            . See <Link to={DUTY_GUIDE}>stamp duty and land tax by state</Link>.{' '}
            {empty ? `Left empty, duty is not counted: enter ${covers.toLowerCase()}` : covers}
          </>
        );
      if (!(price > 0)) return covers;
      return (
        <>
          <span data-testid="duty-estimate">
            Estimated {stateNames[where]} transfer duty: {formatWholeDollars(estimate(numbers[purchase], values))}
          </span>{' '}
          {/* The source named, not linked: a link here would sit between the purchase price and its costs when tabbing. */}
          (general rates as at {formatDate(scale.asAt)}
          {scale.checked && `, last checked ${formatDate(scale.checked)}`}, {scale.source.name}). Duty is charged on the
          price including any GST, or on the market value if that is higher.{' '}
          {empty ? 'Left empty: the duty alone.' : covers}
        </>
      );
    },
  });
}

/**
 * Where a purchase-costs figure (`costs`) comes from: the register's duty estimate (left empty, for a state and price
 * its scale reaches: never $0), nothing (left empty otherwise: $0, the duty not counted) or the visitor's own figure.
 */
function costsSource(values: Values<string>, costs: number, state = 'state') {
  const empty = values.costs?.trim() === '';
  const where = values[state] as State;
  // Where the register has part of the state's scale, the price is what puts it out of reach.
  const missing = `no estimate for ${stateNames[where]}${dutyScales[where] ? ' at this price' : ''} is on file`;
  // A scale in force for years (Queensland's since 2012) reads as stale by its date alone: when it was last checked too.
  const scale = dutyScales[where];
  const rates =
    scale && `${formatDate(scale.asAt)} rates${scale.checked ? `, checked ${formatDate(scale.checked)}` : ''}`;
  return {estimated: empty && costs > 0, unpriced: empty && !(costs > 0), name: stateNames[where], missing, rates};
}

/**
 * Where a figure that should carry the duty does not (the purchase costs left empty, no estimate on file), what it
 * leaves out, to follow the figure: "before transfer duty (no estimate for Victoria is on file; ...)". Else undefined.
 */
export function beforeDuty(values: Values<string>, costs: number): string | undefined {
  const {unpriced, missing} = costsSource(values, costs);
  return unpriced ? `before transfer duty (${missing}; enter the purchase costs to count it)` : undefined;
}

/**
 * What a loan's total cost that adds the purchase costs (`noun`) includes, for its meaning line:
 * "Interest, loan fees and purchase costs (here the estimated NSW transfer duty)".
 */
function includingPurchaseCosts(values: Values<string>, costs: number, noun = 'purchase costs') {
  const {estimated, unpriced, name, missing} = costsSource(values, costs);
  if (unpriced) return `Interest and loan fees (not the transfer duty: ${missing}; enter the ${noun} to count it)`;
  return `Interest, loan fees and ${noun}${estimated ? ` (here the estimated ${name} transfer duty)` : ''}`;
}

/**
 * The row that shows the purchase costs a total (`partOf`) adds: named as the duty estimate when it stands for them,
 * so the breakdown reads interest + fees + this = the total cost.
 */
export function purchaseCostsRow(
  costs: number,
  values: Values<string>,
  noun = 'Purchase costs',
  partOf = 'the total cost above',
): ResultRow {
  const {estimated, unpriced, name, missing} = costsSource(values, costs);
  const lower = noun.toLowerCase();
  return {
    // The label travels to the quote form and the broker as "Purchase costs (duty not counted): $0", not a bare $0.
    label: estimated ? `Estimated ${name} transfer duty` : unpriced ? `${noun} (duty not counted)` : noun,
    value: formatWholeDollars(costs),
    testId: 'purchase-costs',
    meaning: estimated
      ? `${noun} left empty: the duty alone, part of ${partOf}.`
      : unpriced
        ? `Transfer duty not counted: ${missing}. Enter your ${lower} (duty, legal) to count them in ${partOf}.`
        : `The ${lower} you entered, part of ${partOf}.`,
  };
}

/**
 * What buying this way costs (`total`, over `over`) where it adds the purchase costs (`costs`, named `noun`) to the
 * loan's interest and fees (`loanCost`): the duty is paid on any purchase, bridged or not, so
 * the name says the total includes it, on the card ("Cost over 6 months incl. duty") and in the bars ("Cost incl.
 * duty"), and the two parts are right under it. Where no duty estimate is on file and the field is left empty, the total
 * says "excl. duty" in the same places; with purchase costs of $0 typed, it is the loan's cost alone and says nothing more.
 */
export function buyingCostRow(
  {total, loanCost, costs}: {total: number; loanCost: number; costs: number},
  over: string,
  values: Values<string>,
  {noun = 'purchase costs'}: {noun?: string} = {},
): ResultRow {
  const row = commonRows.totalCost(total, over, {
    what: 'buying this way',
    includes: includingPurchaseCosts(values, costs, noun),
  });
  const {estimated, unpriced, name, rates} = costsSource(values, costs);
  // Duty left out for want of a scale: the total says so wherever it goes (card, bars, the quote form's summary),
  // or it reads as the whole cost of buying and looks lower than a lender's figure.
  if (unpriced) return {...row, label: `${row.label} excl. duty`, short: 'Cost excl. duty'};
  if (!(costs > 0)) return row;
  const included = `incl. ${estimated ? 'duty' : noun}`;
  return {
    ...row,
    label: `${row.label} ${included}`,
    // The bars' room on a phone: the same words, less the period the card gives.
    short: `Cost ${included}`,
    // The parts say what the total adds up, so no words go under them (on a phone they kept "Get a quote" more
    // than a screen below her last figure).
    meaning: undefined,
    // One part a line, adding up to the total; the second says why a cost the loan does not cause is in it.
    parts: [
      `Interest and fees ${formatWholeDollars(loanCost)}`,
      // "Plus", not "Includes": under the interest line "Includes" read as if the duty were inside that figure. The
      // scale's date beside the figure, not only in the field's hint: a scale is indexed or changed each year.
      estimated
        ? `Plus about ${formatWholeDollars(costs)} ${name} transfer duty (${rates}), paid on any purchase`
        : `Plus ${formatWholeDollars(costs)} ${noun}, paid on any purchase`,
    ],
  };
}
