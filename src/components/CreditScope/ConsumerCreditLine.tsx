/**
 * The consumer-credit rule in one line, linking to the credit guide's section that sets it out in full
 * (src/compliance/creditScope.ts): where a page needs the rule said but not all of it, a service page's note,
 * /services' first section and About. The footer of every page carries the scope statement.
 */
import Link from '@site/src/components/SiteLink';

export const creditGuideRule = '/credit-guide#business-purpose-and-consumer-credit';

// "To buy or improve": a tax-debt borrower's trial read "for ... a home" as "not when my home is the security". The
// whole rule (renovating, refinancing) is CONSUMER_CREDIT_STATEMENT, in the credit guide this links to.
export default function ConsumerCreditLine() {
  return (
    <>
      A loan to you personally for personal or household needs, or to buy or improve a home or residential investment
      property, is consumer credit: <Link to={creditGuideRule}>how we handle it</Link>.
    </>
  );
}
