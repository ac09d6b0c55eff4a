/** The readiness check's answers for a result the specs share, as its address's query keys and values. */

/** A business buying premises before selling a home whose loan is the smaller part: bridging finance. */
export const bridgingAnswers = (borrower: 'sole-trader' | 'company', amount = '500k-2m'): Record<string, string> => ({
  purpose: 'bridge',
  borrower,
  buying: 'business',
  selling: 'residential-smaller',
  amount,
  security: 'commercial-property',
  trading: 'over-5',
  turnover: '1m-5m',
  credit: 'none',
  timing: 'quarter',
});
