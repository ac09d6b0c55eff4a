/**
 * The commercial property loan calculator: inputs kept in the URL, results
 * recalculated as the visitor types, schedule, chart, assumptions and a
 * path to a broker with the scenario attached.
 */
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {commercialPropertyLoan, type Frequency, type RepaymentType} from '../../../finance';
import {formatMoney, formatPercent} from '../../../finance/format';
import {MAX_AMOUNT, parseField, type FieldRule} from '../../../finance/validate';
import {calculators} from '../../../site-map';
import PageHero from '../../PageHero';
import NumberField from '../NumberField';
import ScheduleTable from '../ScheduleTable';
import BalanceChart from '../BalanceChart';
import CalculatorNotes from '../CalculatorNotes';
import {useQueryInputs} from '../useQueryInputs';
import styles from '../calculator.module.css';

const SLUG = 'commercial-property-loan-calculator';
const calculator = calculators.find((c) => c.slug === SLUG)!;

const defaults = {
  value: '1500000',
  amount: '1000000',
  rate: '7.5',
  years: '25',
  frequency: 'monthly',
  type: 'pi',
  io: '5',
  balloon: '0',
  fees: '0',
  ongoing: '0',
};
type Key = keyof typeof defaults;

const frequencies: {value: Frequency; label: string; period: string}[] = [
  {value: 'monthly', label: 'Monthly', period: 'month'},
  {value: 'fortnightly', label: 'Fortnightly', period: 'fortnight'},
  {value: 'weekly', label: 'Weekly', period: 'week'},
];

const repaymentTypes: {value: string; type: RepaymentType; label: string}[] = [
  {value: 'pi', type: 'principal-and-interest', label: 'Principal and interest'},
  {value: 'io-pi', type: 'interest-only-then-pi', label: 'Interest-only, then principal and interest'},
  {value: 'io', type: 'interest-only', label: 'Interest-only for the whole term'},
];

const rules: Record<Exclude<Key, 'frequency' | 'type'>, FieldRule> = {
  value: {
    label: 'Property value',
    min: 0,
    minExclusive: true,
    max: MAX_AMOUNT,
    maxMessage: 'Property value is beyond what this calculator handles ($500 million).',
  },
  amount: {
    label: 'Loan amount',
    min: 0,
    minExclusive: true,
    max: MAX_AMOUNT,
    maxMessage: 'Loan amount is beyond any commercial loan this calculator handles ($500 million).',
  },
  rate: {label: 'Interest rate', max: 100, maxMessage: 'Interest rate must be 100% p.a. or less.'},
  years: {label: 'Loan term', min: 0, minExclusive: true, max: 40, maxMessage: 'Loan term can be at most 40 years.'},
  io: {label: 'Interest-only period', min: 0, max: 40, integer: true},
  balloon: {label: 'Balloon', max: MAX_AMOUNT, optional: true},
  fees: {label: 'Upfront fees', max: 10_000_000, optional: true},
  ongoing: {label: 'Ongoing fee per repayment', max: 100_000, optional: true},
};

export default function CommercialPropertyLoanCalculator() {
  const {values, set, commit} = useQueryInputs(defaults);
  const frequency = frequencies.find((f) => f.value === values.frequency) ?? frequencies[0]!;
  const repayment = repaymentTypes.find((t) => t.value === values.type) ?? repaymentTypes[0]!;

  const parsed = Object.fromEntries(
    (Object.keys(rules) as (keyof typeof rules)[]).map((key) => [key, parseField(values[key], rules[key])]),
  ) as Record<keyof typeof rules, ReturnType<typeof parseField>>;
  const errors: Partial<Record<Key, string>> = Object.fromEntries(
    Object.entries(parsed).flatMap(([key, p]) => (p.error ? [[key, p.error]] : [])),
  );
  // Checks that compare fields.
  if (
    !errors.years &&
    !errors.io &&
    repayment.type === 'interest-only-then-pi' &&
    parsed.io.value! >= parsed.years.value!
  ) {
    errors.io = 'The interest-only period must be shorter than the loan term.';
  }
  if (!errors.balloon && !errors.amount && parsed.balloon.value! >= parsed.amount.value!) {
    errors.balloon = 'The balloon must be less than the loan amount.';
  }
  if (!errors.years && !Number.isInteger(parsed.years.value! * 12)) {
    errors.years = 'Loan term must be in whole months (for example 2.5 years).';
  }
  const valid = Object.keys(errors).length === 0;

  const result = valid
    ? commercialPropertyLoan({
        propertyValue: parsed.value.value!,
        amount: parsed.amount.value!,
        ratePercent: parsed.rate.value!,
        years: parsed.years.value!,
        frequency: frequency.value,
        repaymentType: repayment.type,
        interestOnlyYears: parsed.io.value!,
        balloon: repayment.type === 'interest-only' ? 0 : parsed.balloon.value!,
        upfrontFees: parsed.fees.value!,
        ongoingFee: parsed.ongoing.value!,
      })
    : undefined;

  const mainRepayment = result?.principalAndInterestRepayment ?? result?.interestOnlyRepayment;
  const brokerHref = result
    ? `/contact?${new URLSearchParams({
        calculator: SLUG,
        amount: values.amount,
        value: values.value,
        rate: values.rate,
        years: values.years,
        frequency: frequency.value,
        repayment: mainRepayment!.toFixed(2),
        lvr: result.lvrPercent.toFixed(2),
      }).toString()}`
    : '/contact';

  const field = (
    key: keyof typeof rules,
    label: string,
    extra: {prefix?: string; suffix?: string; hint?: string} = {},
  ) => (
    <NumberField
      name={key}
      label={label}
      value={values[key]}
      error={errors[key]}
      onChange={(v) => set(key, v)}
      onBlur={commit}
      {...extra}
    />
  );

  return (
    <Layout title={calculator.name} description={`${calculator.answers} ${calculator.shows}`}>
      <main id="main" className={styles.page}>
        <PageHero eyebrow="Tools and calculators" title={calculator.name}>
          <p>{calculator.answers} Change any figure and the results update as you type.</p>
        </PageHero>
        <div className={styles.layout}>
          <form className={styles.form} aria-label="Loan details" onSubmit={(e) => e.preventDefault()} noValidate>
            {field('value', 'Property value', {prefix: '$'})}
            {field('amount', 'Loan amount', {prefix: '$'})}
            {field('rate', 'Interest rate (% p.a.)', {suffix: '% p.a.'})}
            {field('years', 'Loan term (years)', {suffix: 'years'})}
            <div className={styles.selectField}>
              <label htmlFor="frequency">Repayment frequency</label>
              <select
                id="frequency"
                name="frequency"
                value={frequency.value}
                onChange={(e) => set('frequency', e.target.value, true)}>
                {frequencies.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.selectField}>
              <label htmlFor="repayment-type">Repayment type</label>
              <select
                id="repayment-type"
                name="type"
                value={repayment.value}
                onChange={(e) => set('type', e.target.value, true)}>
                {repaymentTypes.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            {repayment.type === 'interest-only-then-pi' &&
              field('io', 'Interest-only period (years)', {suffix: 'years'})}
            {repayment.type !== 'interest-only' &&
              field('balloon', 'Balloon at the end (optional)', {
                prefix: '$',
                hint: 'A lump sum paid with the last repayment.',
              })}
            {field('fees', 'Upfront fees (optional)', {prefix: '$', hint: 'Establishment, valuation and legal fees.'})}
            {field('ongoing', `Ongoing fee per ${frequency.period} (optional)`, {prefix: '$'})}
          </form>

          <section className={styles.results} aria-labelledby="results-heading" aria-live="polite">
            <h2 id="results-heading">Your estimate</h2>
            {!result && <p className={styles.fix}>Fix the highlighted fields to see your estimate.</p>}
            {result && (
              <>
                <dl className={styles.summary}>
                  {result.interestOnlyRepayment !== undefined && (
                    <div>
                      <dt>Interest-only repayment, per {frequency.period}</dt>
                      <dd data-testid="io-repayment">{formatMoney(result.interestOnlyRepayment)}</dd>
                    </div>
                  )}
                  {result.principalAndInterestRepayment !== undefined && (
                    <div className={styles.headline}>
                      <dt>
                        {result.interestOnlyRepayment !== undefined ? 'Then principal and interest' : 'Repayment'}, per{' '}
                        {frequency.period}
                      </dt>
                      <dd data-testid="repayment">{formatMoney(result.principalAndInterestRepayment)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Total interest</dt>
                    <dd data-testid="total-interest">{formatMoney(result.totalInterest)}</dd>
                  </div>
                  <div>
                    <dt>Total repaid</dt>
                    <dd>{formatMoney(result.totalRepayments)}</dd>
                  </div>
                  {result.totalFees > 0 && (
                    <div>
                      <dt>Total cost (interest and fees)</dt>
                      <dd>{formatMoney(result.totalCost)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>Loan-to-value ratio (LVR)</dt>
                    <dd data-testid="lvr">{formatPercent(result.lvrPercent)}</dd>
                  </div>
                </dl>
                {result.lvrPercent > 80 && (
                  <p className={styles.warning}>
                    An LVR above 80% is beyond most commercial lenders’ limits. Extra security or a smaller loan may be
                    needed.
                  </p>
                )}
                <Link to={brokerHref} className="button button--primary button--lg button--block">
                  Talk to a broker about this scenario
                </Link>
              </>
            )}
            <CalculatorNotes
              assumptions={[
                `Interest compounds at the repayment frequency; fortnightly and weekly use 26 and 52 repayments a year.`,
                'Repayments are made at the end of each period. Lenders accrue interest daily and charge monthly, so real repayments differ slightly.',
                'The rate stays the same for the whole term. Test a rate 2% higher to see how a rise would affect you.',
                'Fees are included only where you enter them. Stamp duty, insurance and valuation costs are not included.',
                'Amounts are worked out unrounded and shown to the cent.',
              ]}
            />
          </section>
        </div>
        {result && (
          <div className={styles.detail}>
            <h2>Balance over time</h2>
            <BalanceChart principal={parsed.amount.value!} years={result.years} />
            <ScheduleTable
              years={result.years}
              schedule={result.schedule}
              periodLabel={frequency.label.replace('ly', '')}
              filename="commercial-property-loan-schedule.csv"
            />
          </div>
        )}
      </main>
    </Layout>
  );
}
