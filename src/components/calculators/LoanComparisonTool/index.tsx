/**
 * The loan comparison tool (docs-dev/CALCULATORS.md §6): two to four loans side by
 * side, ranked by what each would cost if repaid after a common period, with
 * cost rates including fees, the break-even month where a loan with higher
 * fees has a lower rate, and a chart of what each costs more than the cheapest.
 */
import {useEffect, useRef, useState} from 'react';
import Link from '@site/src/components/SiteLink';
import {loanComparison} from '../../../calculators/loan-comparison-tool/maths';
import {formatPercent, formatWholeDollars} from '../../../finance/format';
import CalculatorShell from '../CalculatorShell';
import ChartFrame from '../ChartFrame';
import {stepTicks} from '../niceTicks';
import {frequencyOf, notWholeMonths, wholeMonths} from '../commonFields';
import {chosen, isChoice, labelOf, nounOf, type FieldSpec, type NumberSpec} from '../description';
import {useCarriedFigures} from '../useCarriedFigures';
import CarriedFigures from '../CarriedFigures';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import page from '../../../calculators/loan-comparison-tool/texts';
import LessUsed from '../LessUsed';
import ComparisonTable, {ordinal} from './ComparisonTable';
import {monthsText, yearsText} from '../../../content/plural';
import {
  defaults,
  horizonField,
  isHiddenKey,
  key,
  loanCount,
  loanFields,
  rules,
  SLOTS,
  toComparedLoan,
  withLoanAdded,
  withoutLoan,
  type LoanField,
  type NumberKey,
  type Slot,
} from './loanInputs';
import shared from '../calculator.module.css';
import styles from './styles.module.css';
import {listInWords} from '../../../content/listInWords';
import {lowerFirst} from '../../../content/lowerFirst';

/** The field's unit, before ("$") or after its value. */
const unitOptions = ({unit}: NumberSpec<string>) =>
  unit === '$' ? {prefix: '$'} : {suffix: typeof unit === 'string' ? unit : undefined};

/** What offers differ in most, always shown; the rest of a loan's fields fold under "More terms". */
const KEY_TERMS: readonly LoanField[] = ['amount', 'rate', 'years', 'fees'];
const MORE_TERMS = (Object.keys(loanFields) as LoanField[]).filter((name) => !KEY_TERMS.includes(name));

export default function LoanComparisonTool() {
  const form = useCalculatorForm(defaults, rules);
  const {values, setMany, numbers, errors, field, choice, lines} = form;
  const {carried, restoreExample} = useCarriedFigures(page.slug, defaults, form);
  const count = loanCount(values.loans);
  const slots = SLOTS.slice(0, count);
  const [focusTarget, setFocusTarget] = useState<'add' | Slot | undefined>();
  const addButton = useRef<HTMLButtonElement>(null);

  // The loan count lives in the address, which may update a render after this
  // component's own state: wait until the element to focus exists.
  useEffect(() => {
    if (focusTarget === undefined) return;
    const target = focusTarget === 'add' ? addButton.current : document.getElementById(`loan-${focusTarget}`);
    if (!target) return;
    target.focus();
    setFocusTarget(undefined);
  }, [focusTarget, count]);

  // Loans not shown never block the results.
  for (const name of Object.keys(errors)) {
    if (isHiddenKey(name, count)) delete errors[name as keyof typeof errors];
  }
  // Checks that compare fields.
  for (const slot of slots) {
    const years = key('years', slot);
    const fees = key('fees', slot);
    const balloon = key('balloon', slot);
    const amount = key('amount', slot);
    const added = values[key('addfees', slot)] === 'yes';
    const interestOnly = values[key('type', slot)] === 'io';
    // An interest-only loan has no balloon field, so its old value must not block the results.
    if (interestOnly) delete errors[balloon];
    if (!errors[years] && !wholeMonths(numbers[years])) errors[years] = loanFields.years.check!(numbers[years]);
    if (!errors[fees] && !errors[amount] && !added && numbers[fees] >= numbers[amount]) {
      errors[fees] = 'Fees paid up front must be less than the loan amount.';
    }
    const principal = numbers[amount] + (added ? numbers[fees] : 0);
    if (!interestOnly && !errors[balloon] && !errors[amount] && numbers[balloon] >= principal) {
      errors[balloon] = 'The balloon must be less than the amount borrowed.';
    }
  }
  if (!errors.horizon && !wholeMonths(numbers.horizon)) {
    errors.horizon = notWholeMonths('Comparison period');
  }

  const loans = slots.map((slot) => toComparedLoan(slot, values, numbers));
  // A period longer than every loan compares their whole terms, and says so: "over 20 years" read as five more years
  // of repayments the loans do not have.
  const horizonYears = Math.min(numbers.horizon, Math.max(...loans.map((loan) => loan.years)));
  const result = isValid(errors) ? loanComparison({loans, horizonYears}) : undefined;
  const horizonLabel = `${yearsText(horizonYears)}${horizonYears < numbers.horizon ? ', when every loan ends' : ''}`;
  const shortLoans = loans.flatMap((loan, i) => (loan.years < horizonYears ? [i] : []));
  const periods = slots.map((slot) => frequencyOf(values[key('frequency', slot)]).period);
  const cheapest = result ? result.loans.flatMap((loan, i) => (loan.rank === 1 ? [i] : [])) : [];
  const best = cheapest[0] ?? 0;
  const sameAmount = loans.every((loan) => loan.amount === loans[0]!.amount);
  const amountsWarning = sameAmount
    ? undefined
    : 'The loans are for different amounts, so their costs are not directly comparable. Enter the same amount for each offer for a like-for-like comparison.';
  // A loan repaid before the period ends borrows for less time: cheaper, but not for a like reason.
  const shortTermWarning =
    shortLoans.length > 0
      ? `${listInWords(shortLoans.map((i) => `Loan ${i + 1}`))} ${shortLoans.length === 1 ? 'is' : 'are'} repaid before the comparison period (${yearsText(horizonYears)}) ends, so ${shortLoans.length === 1 ? 'its cost is' : 'their costs are'} for less time borrowed and not directly comparable. Set the comparison period to ${yearsText(Math.min(...shortLoans.map((i) => loans[i]!.years)))} for a like-for-like comparison.`
      : undefined;
  const costOf = (i: number) => formatWholeDollars(result!.loans[i]!.costAtHorizon);
  const saving = result?.saving;
  // Loans of different amounts, or a cheapest loan repaid before the period ends, do not "save": they cost less for
  // borrowing less (trials: a refinancing investor's roll-over beside a refinance with cash out was said to "save"
  // $46,123; an importer's 6-month loan beside a 12-month one, $47,608).
  const unlike = !sameAmount ? 'for a different amount' : shortLoans.includes(best) ? 'repaid sooner' : undefined;
  const savesAbout = unlike ? `Loan ${best + 1}, ${unlike}, costs less by about` : `Loan ${best + 1} saves about`;
  const inYears = (result?.months ?? 0) >= 24;

  // For the broker, after the offers' terms: what the page concluded, and each loan's figures.
  const resultLines = result
    ? [
        {label: 'Ranked by', value: `cost if repaid after ${horizonLabel}`},
        saving
          ? {
              label: 'Saving',
              value: `${savesAbout} ${formatWholeDollars(saving.amount)} against Loan ${saving.against + 1}`,
            }
          : {label: 'Cheapest', value: `${listInWords(cheapest.map((i) => `Loan ${i + 1}`))} cost the same`},
        ...result.loans.flatMap((loan, i) => [
          {label: `Loan ${i + 1}, repayment`, value: `${formatWholeDollars(loan.repayment)} a ${periods[i]}`},
          {
            label: `Loan ${i + 1}, cost rate incl. fees`,
            value: loan.costRatePercent === undefined ? 'Not available' : formatPercent(loan.costRatePercent, 2),
          },
        ]),
      ]
    : [];

  const removeLoan = (slot: Slot) => {
    setMany(withoutLoan(values, slot, count));
    setFocusTarget('add');
  };
  const addLoan = () => {
    setMany(withLoanAdded(values, count));
    setFocusTarget((count + 1) as Slot);
  };

  return (
    <CalculatorShell
      page={page}
      inputsLabel="Loans to compare"
      lines={lines}
      broker={
        result && {
          // The facility the lender writes: with fees added to the loan, more than the amount typed. Only where every offer
          // is for the same loan: a refinance with cash out compared against the loan she has now would send the smaller
          // (cheaper) loan as the one she wants (a keyboard user's trial); each offer's amount reaches the broker anyway.
          ...(sameAmount && {amount: result.loans[best]!.principal}),
          loans: count,
          cheapest: `Loan ${best + 1}`,
          rate: values[key('rate', (best + 1) as Slot)],
          horizon: values.horizon,
          cost: result.loans[best]!.costAtHorizon,
        }
      }
      figuresCarried={carried !== undefined}
      // Each by its loan ("Loan 2, loan amount"), as the fields are named inside their loan's group.
      fieldsToFix={Object.entries(errors).flatMap(([name, message]) => {
        if (!message) return [];
        if (name === 'horizon') return [{label: horizonField.label, message}];
        const spec = loanFields[name.slice(0, -1) as keyof typeof loanFields];
        return [{label: `Loan ${name.slice(-1)}, ${lowerFirst(labelOf(spec, values))}`, message}];
      })}
      inputs={
        <>
          {carried && (
            <CarriedFigures
              from={carried.from}
              own={carried.own}
              // amount1 ... amount4 are one figure: "Loan amount". Its own figures are not named (the period among them).
              nouns={
                carried.own
                  ? []
                  : carried.keys.map((name) => nounOf(labelOf(loanFields[name.slice(0, -1) as LoanField], values)))
              }
              onRestore={restoreExample}
            />
          )}
          <p className={styles.intro}>
            Enter each offer’s rate, term and fees. Leave a fee at 0 if an offer does not charge it.
          </p>
          {/* First: it decides the ranking. */}
          <div className={styles.horizon}>
            {/* A setting of the comparison, not a figure of her loans: left as set, it does not make her offers read
                as "partly example figures" (an equipment buyer's trial, whose offers were all his own). */}
            {field('horizon', horizonField.label, {...unitOptions(horizonField), assumption: true})}
          </div>
          {/* On a phone the answer, from the same figures as the results below, before the loans' inputs. */}
          {result && (
            <p className={styles.answerLine} data-testid="answer-line">
              {saving
                ? `${savesAbout} ${formatWholeDollars(saving.amount)} over ${horizonLabel}.`
                : `${listInWords(cheapest.map((i) => `Loan ${i + 1}`))} cost the same over ${horizonLabel}.`}{' '}
              <a href="#results">See the comparison</a>
            </p>
          )}
          <div className={styles.loans}>
            {slots.map((slot) => {
              const interestOnly = values[key('type', slot)] === 'io';
              const input = (name: LoanField, assumption = false) => {
                const spec: FieldSpec<string> = loanFields[name];
                const at = key(name, slot);
                if (isChoice(spec))
                  return choice(
                    at,
                    spec.label as string,
                    spec.options,
                    chosen(spec.options, values[at], spec.default).value,
                  );
                if (name === 'balloon' && interestOnly) return null;
                // The rate's check ("Check this rate: 98% ..."), not the fixed hints: four loans of those would
                // double the form's length.
                const hint =
                  name === 'rate'
                    ? loanFields.rate.hint({
                        values: {rate: values[at]},
                        numbers: {rate: numbers[at as NumberKey]},
                        errors: {},
                      })
                    : undefined;
                return field(at as NumberKey, spec.label as string, {...unitOptions(spec), hint, assumption});
              };
              // Each field adds its words to `lines` as it is made: the folded ones' are the summary's values.
              const loanFrom = lines.length;
              const keyInputs = KEY_TERMS.map((name) => input(name));
              const moreFrom = lines.length;
              const moreInputs = MORE_TERMS.map((name) => input(name, true));
              const moreValues = lines.slice(moreFrom);
              // For the print and the broker, every term names its loan ("Loan 2, interest rate"); the fieldset's
              // own summary above keeps the short labels.
              lines.splice(
                loanFrom,
                lines.length - loanFrom,
                ...lines.slice(loanFrom).map((line) => ({...line, label: `Loan ${slot}, ${lowerFirst(line.label)}`})),
              );
              return (
                <fieldset key={slot} id={`loan-${slot}`} tabIndex={-1} className={styles.loan}>
                  <legend className="site-heading-face">Loan {slot}</legend>
                  {keyInputs}
                  {/* The terms most offers share, folded with their values in words (each loan was ten fields, about
                      two screens on a phone); a field among them that needs fixing opens them. */}
                  <LessUsed
                    title="More terms"
                    values={moreValues}
                    needsFix={MORE_TERMS.some((name) => Boolean(errors[key(name, slot)]))}>
                    {moreInputs}
                  </LessUsed>
                  {count > 2 && (
                    <button
                      type="button"
                      className={`button button--outline button--secondary ${styles.remove}`}
                      onClick={() => removeLoan(slot)}>
                      Remove loan {slot}
                    </button>
                  )}
                </fieldset>
              );
            })}
          </div>
          {count < SLOTS.length && (
            <button
              ref={addButton}
              type="button"
              className={`button button--outline button--primary ${styles.add}`}
              onClick={addLoan}>
              Add a loan
            </button>
          )}
        </>
      }
      headlineMeaning={`ranked by cost over ${horizonLabel}`}
      spokenWarnings={[amountsWarning, shortTermWarning].filter((warning) => warning !== undefined)}
      resultLines={resultLines}
      headline={
        result && [
          {
            // Labelled as the cards rank them ("1st", "2nd"): short, so each label keeps to one line on a phone.
            label: ordinal(1),
            value: `${listInWords(cheapest.map((i) => `Loan ${i + 1}`))}: ${costOf(best)}`,
          },
          // Then the rest of the ranking, so it stays in sight while an offer is edited.
          ...result.loans
            .map((loan, i) => ({loan, i}))
            .filter(({loan}) => loan.rank > 1)
            .sort((a, b) => a.loan.rank - b.loan.rank)
            .map(({loan, i}) => ({
              label: ordinal(loan.rank),
              value: `Loan ${i + 1}: ${costOf(i)}`,
            })),
        ]
      }
      results={
        result && (
          <>
            {/* The answer in money, in the calculators' headline card. */}
            <dl className={`${shared.summary} ${styles.verdict}`} data-testid="verdict">
              <div className={shared.headline}>
                <dt>{saving ? savesAbout : `${listInWords(cheapest.map((i) => `Loan ${i + 1}`))} cost the same`}</dt>
                <dd>{saving ? formatWholeDollars(saving.amount) : `${costOf(best)} each`}</dd>
                <dd className={shared.meaning}>
                  {saving
                    ? `over ${horizonLabel}, against Loan ${saving.against + 1}${count > 2 ? ', the next cheapest' : ''}: it costs ${costOf(best)}, Loan ${saving.against + 1} ${costOf(saving.against)}, if each is repaid then.`
                    : `if repaid after ${horizonLabel}.`}
                </dd>
              </div>
            </dl>
            {/* Straight under the saving: when the cheaper loan over this period stops being the cheaper one. */}
            {result.breakEvens.length > 0 && (
              <ul className={styles.breakEven} data-testid="break-even">
                {result.breakEvens.map(({lowerRate, higherFees, lowerFees, month}) => (
                  <li key={`${lowerRate}-${lowerFees}`}>
                    Loan {lowerRate + 1} has higher {higherFees.join(' and ')} fees but a lower rate than Loan{' '}
                    {lowerFees + 1}.{' '}
                    {month === undefined
                      ? `Its lower rate does not make up for the fees within ${monthsText(result.months)}.`
                      : `Its lower rate makes up for the fees by month ${month} (${monthsText(month)}): repaid then, it costs no more than Loan ${lowerFees + 1}.`}
                  </li>
                ))}
              </ul>
            )}
            {amountsWarning && <p className={shared.warning}>{amountsWarning}</p>}
            {shortTermWarning && (
              <p className={shared.warning} data-testid="short-term-warning">
                {shortTermWarning}
              </p>
            )}
            <ComparisonTable terms={loans} loans={result.loans} periods={periods} horizonLabel={horizonLabel} />
          </>
        )
      }
      assumptions={[
        'Each loan’s interest compounds at its repayment frequency (26 fortnights or 52 weeks a year), repayments are made at the end of each period and the rate stays the same for the term.',
        'Cost if repaid after the comparison period: fees paid up front, repayments and ongoing fees so far, the balance paid out and the exit fee, less the loan amount. Loans are ranked by it. Break costs on fixed rates are not included.',
        'Fees added to the loan are borrowed: you receive the loan amount and pay interest on the fees too. Ongoing fees are spread evenly over the repayments.',
        <>
          Cost rate incl. fees (p.a.) is the rate per repayment at which what you receive, less fees paid up front,
          equals the repayments, ongoing fees, balloon and exit fee, times 12, 26.09 or 52.18: the annualisation used
          for a <Link to="/resources/glossary#comparison-rate">comparison rate</Link>, though this figure is not a
          comparison rate under the National Credit Code. A year has about 26.09 fortnights, so a fortnightly loan with
          no fees shows slightly above its interest rate.
        </>,
        'Fees are counted only where you enter them: government charges, valuation and legal costs are included only if you add them to a loan’s fees.',
        'The offers filled in when the page opens are examples (November 2026), not rates or offers from any lender.',
      ]}>
      {result && (
        <>
          <h2>Cost over time, against Loan {best + 1}</h2>
          <p>
            Each line is how much more a loan would have cost than Loan {best + 1}, fees and interest included, if
            repaid at that point; below $0 it would have cost less.
          </p>
          {/* Two costs side by side nearly overlap: the chart draws what each costs more than the cheapest. */}
          <ChartFrame
            series={result.loans.flatMap((loan, i) =>
              i === best ? [] : [{label: `Loan ${i + 1} less Loan ${best + 1}`, values: loan.extraByMonth}],
            )}
            // Two years or more are labelled in whole years, shorter loans in months.
            xTicks={stepTicks(inYears ? Math.floor(result.months / 12) : result.months).map((t) => ({
              step: inYears ? t * 12 : t,
              label: String(t),
            }))}
            xTitle={inYears ? 'Years' : 'Months'}
            marker={{step: Math.round(horizonYears * 12), label: 'Comparison period'}}
            captionId="cost-chart-caption"
            screenOnlySummary
            summary={`If repaid after ${horizonLabel}: ${result.loans
              .map((loan, i) => `Loan ${i + 1} costs ${costOf(i)}`)
              .join('; ')}. Over each full term: ${result.loans
              .map((loan, i) => `Loan ${i + 1} ${formatWholeDollars(loan.totalCost)}`)
              .join('; ')}.`}
          />
        </>
      )}
    </CalculatorShell>
  );
}
