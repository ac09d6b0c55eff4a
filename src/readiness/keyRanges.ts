/**
 * The ranges a result's card leads with: the size and the rate, the rows most compared (the rest are a tap away).
 * For a service with two loans, those of the loan the result suggests: a second mortgage's card led with the first
 * mortgage's rate, which understated what it costs.
 */
import type {LoanUse} from '../documents/serviceDocuments';
import type {ServiceTermsRow} from '../facts/serviceTerms';

/** How the terms' labels name each loan ("Interest rate: second mortgage"). */
const loanNames: Record<LoanUse, string> = {purchase: 'first mortgage', 'second-mortgage': 'second mortgage'};

export function keyRanges(rows: readonly ServiceTermsRow[], use?: LoanUse): ServiceTermsRow[] {
  const ofTheLoan = (prefix: string) =>
    (use && rows.find((row) => row.label.startsWith(prefix) && row.label.endsWith(loanNames[use]))) ??
    rows.find((row) => row.label.startsWith(prefix));
  const size = ofTheLoan('Loan size') ?? rows[0];
  const rate = ofTheLoan('Interest rate');
  return rows.filter((row) => row === size || row === rate);
}
