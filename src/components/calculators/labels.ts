/**
 * Labels that more than one part of the site shows for the same calculator figure, written once: the shared
 * fields and rows (commonFields.ts), the loan comparison's table, the late-exit table's last column and the
 * quote form's reading of older scenario links (src/enquiry/scenario.ts, which must not load the field specs).
 */
export const labels = {
  propertyValue: 'Property value',
  amount: 'Loan amount',
  repaymentType: 'Repayment type',
  costRate: 'Cost rate incl. fees (p.a.)',
  endDebtAfterSale: 'End debt after the sale',
  equityAfterBothLoans: 'Equity left after both loans',
} as const;
