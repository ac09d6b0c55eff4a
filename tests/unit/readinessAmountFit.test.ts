/**
 * The readiness result's note when the amount band misses a service's usual loan sizes (src/readiness/amountFit.ts).
 * The sizes are written here by hand as the register states them on 1 November 2026, so a changed range shows here.
 */
import {amountFitNote, sizeSpan} from '../../src/readiness/amountFit';
import {getServiceTerms, servicesWithTerms} from '../../src/facts/serviceTerms';

const note = (slug: Parameters<typeof getServiceTerms>[0], amount: Parameters<typeof amountFitNote>[1], band: string) =>
  amountFitNote(getServiceTerms(slug).rows, amount, band, '1 November 2026');

test('reads "$X to $Y" sizes as numbers, "million" included, with the words after ignored', () => {
  expect(sizeSpan('$250,000 to $20 million')).toEqual({
    min: {amount: 250000, text: '$250,000'},
    max: {amount: 20000000, text: '$20 million'},
  });
  expect(sizeSpan('$10,000 to $250,000 per vehicle').max.amount).toBe(250000);
  expect(() => sizeSpan('Up to 80%')).toThrow();
});

test('every service’s size rows can be compared with a band (a new wording would throw here, not on the page)', () => {
  for (const slug of servicesWithTerms) {
    expect(() => note(slug, 'under-100k', 'Under $100,000')).not.toThrow();
  }
});

test('bridging (from $250,000) under $100,000 says so, with the figure and the date', () => {
  expect(note('bridging-finance', 'under-100k', 'Under $100,000')).toBe(
    'Below the usual size: lenders usually start this finance at $250,000 (as at 1 November 2026), and you chose under $100,000. Below that, talk to us about alternatives.',
  );
});

test('a band within the sizes says nothing: $500,000 to $2 million for bridging ($250,000 to $20 million)', () => {
  expect(note('bridging-finance', '500k-2m', '$500,000 to $2 million')).toBeUndefined();
});

test('a band the sizes cut through says where they start or end: $100,000 to $500,000 for bridging', () => {
  expect(note('bridging-finance', '100k-500k', '$100,000 to $500,000')).toBe(
    'Lenders usually start this finance at $250,000 (as at 1 November 2026): if your loan is smaller, talk to us about alternatives.',
  );
  // Trade finance to $10 million: "$2 million to $10 million" lies within; "more than $10 million" is above it.
  expect(note('trade-finance', '2m-10m', '$2 million to $10 million')).toBeUndefined();
  // Asset finance to $3 million, by hand from the register: "$2 million to $10 million" runs past it.
  expect(note('asset-finance', '2m-10m', '$2 million to $10 million')).toBe(
    'Lenders usually offer this finance up to $3 million (as at 1 November 2026): if your loan is larger, talk to us about how it could be arranged.',
  );
});

test('above the largest size: trade finance (to $10 million) for more than $10 million; bridging (to $20 million) is not', () => {
  expect(note('trade-finance', 'over-10m', 'More than $10 million')).toMatch(
    /^Above the usual size: lenders usually offer this finance up to \$10 million \(as at 1 November 2026\), and you chose more than \$10 million\./,
  );
  expect(note('bridging-finance', 'over-10m', 'More than $10 million')).toBeUndefined();
});

test('under $100,000, a service that starts at half of it or more says so: debt consolidation from $50,000', () => {
  // A $38,000 tax debt met "$50,000 to $10 million" without a word (a borrower's trial).
  expect(note('debt-consolidation', 'under-100k', 'Under $100,000')).toBe(
    'Lenders usually start this finance at $50,000 (as at 1 November 2026): if your loan is smaller, talk to us about alternatives.',
  );
});

test('a service with several products takes the widest span: working capital from $20,000, caveat loans from $20,000', () => {
  expect(note('working-capital', 'under-100k', 'Under $100,000')).toBeUndefined();
  expect(note('caveat-loans', 'under-100k', 'Under $100,000')).toBeUndefined();
  // Development facilities start at $1 million: $500,000 to $2 million straddles it, $100,000 to $500,000 is below.
  expect(note('commercial-property-development', '500k-2m', '$500,000 to $2 million')).toMatch(
    /^Lenders usually start this finance at \$1 million .*: if your loan is smaller/,
  );
  expect(note('commercial-property-development', '100k-500k', '$100,000 to $500,000')).toMatch(
    /start this finance at \$1 million/,
  );
});
