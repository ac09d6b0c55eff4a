/**
 * The ranges a result's card leads with: the size and the rate, the rows most compared (the rest are a tap away).
 * For a service with two loans, those of the loan the result suggests: a second mortgage's card led with the first
 * mortgage's rate, which understated what it costs. A fund buying a home to rent, those of the residential loan: its
 * card led with the commercial rows (a trustee's trial).
 */
import type {LoanUse} from '../documents/serviceDocuments';
import type {ServiceTermsRow} from '../facts/serviceTerms';

/** How the terms' labels name each loan ("Interest rate: second mortgage", "Loan size: residential property …"). */
const loanNames: Record<LoanUse | 'residential', string> = {
  purchase: 'first mortgage',
  'second-mortgage': 'second mortgage',
  residential: 'residential property',
};

export function keyRanges(rows: readonly ServiceTermsRow[], loan?: LoanUse | 'residential'): ServiceTermsRow[] {
  const ofTheLoan = (prefix: string) =>
    (loan && rows.find((row) => row.label.startsWith(`${prefix}: ${loanNames[loan]}`))) ??
    rows.find((row) => row.label.startsWith(prefix));
  const size = ofTheLoan('Loan size') ?? rows[0];
  const rate = ofTheLoan('Interest rate');
  return rows.filter((row) => row === size || row === rate);
}
