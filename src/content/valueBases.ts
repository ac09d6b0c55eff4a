/**
 * What a case study's loan is measured against: the ratio's name and what the value is. A bare "lvr: 18" was
 * read as the deal's LVR when it was the second mortgage alone (the lender looked at 70% combined), and some
 * "LVRs" were loan to price or to projected sales; so the percentage is never written, only worked out and named.
 * Its own file: the case study page reads it, and must not bring the front matter schemas (zod) with it.
 */
export const valueBases = {
  valuation: {ratio: 'LVR', value: 'security value'},
  price: {ratio: 'Loan to price', value: 'price'},
  'projected-sales': {ratio: 'LVR on projected sales', value: 'projected sales, net of GST'},
  // A facility sized on stock and receivables under a general security agreement: no property, so no "LVR".
  'business-assets': {ratio: 'Limit to security value', value: 'stock and receivables'},
} as const;
export type ValueBasis = keyof typeof valueBases;
