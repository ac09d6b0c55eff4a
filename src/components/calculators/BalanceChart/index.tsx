/**
 * Balance owing and interest paid so far at the end of each loan year, drawn
 * as inline SVG (no chart library) on round axes. The caption states the same story in
 * words for anyone who cannot see the chart; the schedule has every figure.
 */
import type {YearRow} from '../../../finance/schedule';
import {formatWholeDollars} from '../../../finance/format';
import ChartFrame from '../ChartFrame';
import {stepTicks} from '../niceTicks';

interface Props {
  principal: number;
  /** One point per step: loan years, or single periods (see perPeriod) for short loans. */
  years: readonly YearRow[];
  /** What a step is: "Year" (default), "Month", "Fortnight", "Week". */
  stepLabel?: string;
  /** A debt the interest is added to (capitalised), not paid along the way: the line and the sentence say "added". */
  interestAdded?: boolean;
  /** Replaces the sentence that tells the chart's story in words. */
  summary?: string;
  /**
   * Draws the interest line alone, on its own axis from $0: for a debt that barely moves (a bridging loan's few
   * months), where on one axis with the balance both lines would look flat. The summary then gives the balance.
   */
  interestOnly?: boolean;
  /**
   * The whole loan is still owed at the last repayment (interest-only or capitalised): the sentence says it is repaid
   * "in one sum at" the end, not "by" it (a borrower's trial read "repaid by the end" beside "the whole loan is still
   * owed"). From the repayments, not the chart's steps: a year-end balance hides a last year of principal repayments.
   */
  repaidInOneSum?: boolean;
}

export default function BalanceChart({
  principal,
  years,
  stepLabel = 'Year',
  interestAdded = false,
  summary,
  interestOnly = false,
  repaidInOneSum = false,
}: Props) {
  const step = stepLabel.toLowerCase();
  const interestLabel = interestAdded ? 'Interest added so far' : 'Interest paid so far';
  const cumulative = years.reduce<number[]>((acc, y) => [...acc, (acc.at(-1) ?? 0) + y.interest], []);
  const balances = [principal, ...years.map((y) => y.closingBalance)];
  const totalInterest = cumulative.at(-1) ?? 0;
  const halfway = years[Math.floor(years.length / 2) - 1];

  return (
    <ChartFrame
      series={[
        ...(interestOnly ? [] : [{label: 'Balance owing', values: balances}]),
        {label: interestLabel, values: [0, ...cumulative]},
      ]}
      xTicks={stepTicks(years.length).map((i) => ({step: i, label: String(i)}))}
      xTitle={`${stepLabel}s`}
      captionId="balance-chart-caption"
      summary={
        summary ?? (
          <>
            The balance starts at {formatWholeDollars(principal)}
            {halfway ? `, is ${formatWholeDollars(halfway.closingBalance)} after ${step} ${halfway.year}` : ''} and is
            repaid {repaidInOneSum ? 'in one sum at' : 'by'} the end of {step} {years.length}. Interest{' '}
            {interestAdded ? 'added to the balance' : 'paid'} over the term adds up to{' '}
            {formatWholeDollars(totalInterest)}.
          </>
        )
      }
    />
  );
}
