/**
 * The owner's disclosures from src/disclosures.ts, for the credit guide and
 * privacy policy (MDX). Each says something plain and true while its value is
 * not set yet: never a "to be completed" box. The props exist for tests; pages
 * use the owner's values.
 */
import {
  brokerFees as ownerFees,
  commissions as ownerCommissions,
  mostUsedLenders as ownerLenders,
  type BrokerFee,
  type Commissions as CommissionsValue,
  type MostUsedLenders as MostUsedLendersValue,
} from '../../disclosures';
import {overseasDisclosureStatement} from '../../compliance/privacy';

const percent = (n: number) => `${n.toLocaleString('en-AU', {maximumFractionDigits: 2})}%`;

/** What the owner typed, read as a sentence: a full stop added when it has no closing mark of its own. */
const endSentence = (text: string) => (/[.!?]["'”’)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The six lenders used most in the last financial year, or where to get the list. */
export function MostUsedLenders({value = ownerLenders}: {value?: MostUsedLendersValue}) {
  const {financialYear, lenders} = value;
  if (financialYear === null || lenders.length === 0) {
    return (
      <p>
        We give you the names of the six lenders we arranged the most credit with in the last financial year in the copy
        of this guide we give you before we provide credit assistance, and at any time you ask us for them.
      </p>
    );
  }
  return (
    <>
      <p>The lenders we arranged the most credit with in the {financialYear} financial year, most used first:</p>
      <ol>
        {lenders.map((lender) => (
          <li key={lender}>{lender}</li>
        ))}
      </ol>
    </>
  );
}

/** About's line on broker fees, from the same list as the credit guide's, so the two pages cannot disagree. */
export function BrokerFeeLine({fees = ownerFees}: {fees?: readonly BrokerFee[] | null}) {
  if (fees?.length === 0)
    return (
      <p>Beyond the commission and any brokerage a financier adds, as above, we charge you no broker fee of our own.</p>
    );
  return (
    <p>
      If we charge a broker fee for your loan, we tell you the amount and when it is payable in writing before you
      commit, and you can walk away without paying it. We never take a fee that you have not agreed to.
    </p>
  );
}

/** The fees we charge borrowers ourselves. */
export function BrokerFees({fees = ownerFees}: {fees?: readonly BrokerFee[] | null}) {
  if (fees === null) {
    return (
      <p>
        We charge no fee for an initial discussion. If we charge a broker fee for your loan, we tell you the amount, how
        it is worked out and when it is payable, in writing, before you commit; you never pay a fee you have not agreed
        to.
      </p>
    );
  }
  if (fees.length === 0) {
    // Not "no fees": a brokerage fee some financiers add to the amount financed is the borrower's to repay.
    return (
      <p>
        We charge you no separate broker fee. Lenders pay us commission through our licensee. With some vehicle and
        equipment financiers, a brokerage fee is added to the amount you finance instead: you repay it, with interest,
        as part of your loan, and the financier passes it to us. Where that applies, we tell you the amount and its
        effect on your repayments before you apply.
      </p>
    );
  }
  return (
    <>
      <p>
        We charge these fees. We confirm the amount and when it is payable in writing before you commit; you never pay a
        fee you have not agreed to.
      </p>
      <ul>
        {fees.map((fee) => (
          <li key={fee.appliesTo}>
            {fee.appliesTo}: {fee.amount}. Payable: {fee.payable}.
          </li>
        ))}
      </ul>
    </>
  );
}

/** The commission ranges and how commission reaches us. */
export function Commissions({value = ownerCommissions}: {value?: CommissionsValue | null}) {
  if (value === null) {
    return (
      <p>
        The rates differ between lenders and loans. Before we help you apply for a loan, we tell you in writing the
        commission we expect to receive on it, or how it is worked out if the amount is not yet known.
      </p>
    );
  }
  return (
    <>
      <ul>
        {value.ranges.map((range) => (
          <li key={range.kind}>
            {range.kind === 'upfront' ? 'Upfront commission' : 'Trail commission'}:{' '}
            {endSentence(`${percent(range.lowPercent)} to ${percent(range.highPercent)} ${range.basis}`)}
          </li>
        ))}
      </ul>
      <p>
        {value.howShared.trim() && `${endSentence(value.howShared)} `}Before we help you apply for a loan, we tell you
        in writing the commission we expect to receive on it.
      </p>
    </>
  );
}

/** Who outside Australia receives personal information, with the countries, or that no one does. */
export function OverseasDisclosure() {
  return <>{overseasDisclosureStatement()}</>;
}
