/** The credit guide's owner-set disclosures: what a visitor reads before and after the owner fills them in. */
import {renderToStaticMarkup} from 'react-dom/server';
import type {ReactElement} from 'react';
import {BrokerFeeLine, BrokerFees, Commissions, MostUsedLenders} from '../../../src/components/Disclosures';

const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const unfinished = /to be completed|to complete|REPLACE|\bTBC\b|\bTBA\b/i;

describe('credit guide disclosures', () => {
  it('while unset, say plainly where the facts are given, with nothing unfinished', () => {
    const lenders = text(<MostUsedLenders value={{financialYear: null, lenders: []}} />);
    expect(lenders).toMatch(/give you the names of the six lenders .* before we provide credit assistance/);
    const fees = text(<BrokerFees fees={null} />);
    expect(fees).toMatch(/in writing, before you commit/);
    const commissions = text(<Commissions value={null} />);
    expect(commissions).toMatch(/we tell you in writing the commission we expect to receive/);
    for (const shown of [lenders, fees, commissions]) expect(shown).not.toMatch(unfinished);
  });

  it('once set, list the six lenders with their financial year', () => {
    const shown = text(
      <MostUsedLenders value={{financialYear: '2025-26', lenders: ['Lender A', 'Lender B', 'Lender C']}} />,
    );
    expect(shown).toContain('in the 2025-26 financial year');
    expect(shown).toContain('Lender A Lender B Lender C');
  });

  it('once set, give each fee, or say there are none', () => {
    expect(text(<BrokerFees fees={[]} />)).toContain('We charge you no separate broker fee.');
    expect(text(<BrokerFees fees={[]} />)).toContain(
      'a brokerage fee is added to the amount you finance instead: you repay it, with interest',
    );
    expect(
      text(
        <BrokerFees
          fees={[{appliesTo: 'Caveat loans', amount: '1.1% of the loan amount', payable: 'at settlement'}]}
        />,
      ),
    ).toContain('Caveat loans: 1.1% of the loan amount. Payable: at settlement.');
  });

  it('once set, give the commission ranges and how commission reaches the broker', () => {
    const shown = text(
      <Commissions
        value={{
          ranges: [
            {kind: 'upfront', lowPercent: 0.5, highPercent: 0.7, basis: 'of the amount drawn down'},
            {kind: 'trail', lowPercent: 0, highPercent: 0.15, basis: 'a year of the balance'},
          ],
          howShared: 'Our licensee keeps 10% and pays us the rest.',
        }}
      />,
    );
    expect(shown).toContain('Upfront commission: 0.5% to 0.7% of the amount drawn down.');
    expect(shown).toContain('Trail commission: 0% to 0.15% a year of the balance.');
    expect(shown).toContain('Our licensee keeps 10% and pays us the rest.');
  });

  it('end what the owner typed as sentences: a full stop when there is none, never two, nothing for a blank', () => {
    const shown = (howShared: string, basis = 'of the amount drawn down') =>
      text(<Commissions value={{ranges: [{kind: 'upfront', lowPercent: 0.5, highPercent: 0.7, basis}], howShared}} />);
    expect(shown('Our licensee keeps 8% and pays us the rest')).toContain(
      'Our licensee keeps 8% and pays us the rest. Before we help you apply',
    );
    expect(shown('We keep all of it.', 'of the amount drawn down.')).toContain(
      'Upfront commission: 0.5% to 0.7% of the amount drawn down. We keep all of it. Before',
    );
    expect(shown('')).toContain('of the amount drawn down. Before we help you apply');
  });

  it('say on About what the credit guide says about broker fees: none when the list is empty, the terms otherwise', () => {
    expect(text(<BrokerFeeLine fees={[]} />).trim()).toBe(
      'Beyond the commission and any brokerage a financier adds, as above, we charge you no broker fee of our own.',
    );
    for (const fees of [null, [{appliesTo: 'Private loans', amount: '1% of the loan', payable: 'At settlement'}]])
      expect(text(<BrokerFeeLine fees={fees} />).trim()).toMatch(
        /^If we charge a broker fee for your loan, we tell you/,
      );
  });
});
