/**
 * The calculators a readiness result points to. The amount question asks for a band of what she would borrow,
 * not a figure, so no link carries a number: the middle of a band typed into a calculator would read as her own
 * figure. Each link carries where she came from and the band she chose, which the calculator names above its
 * example (src/components/calculators/FromReadiness); the result names the band beside the link too.
 */
import {calculatorBySlug, calculatorPath, type CalculatorSlug} from '../calculators';
import {READINESS_TOOL} from '../enquiry/attribution';
import {getFact} from '../facts/register';
import type {ServiceSlug} from '../site-map';
import type {Answers} from './questions';
import type {ServiceFit} from './rules';

export interface CalculatorLink {
  slug: CalculatorSlug;
  /** The finance it is linked for, which may not be the calculator's usual one (an SMSF's loan). */
  service: ServiceSlug;
  name: string;
  href: string;
  /** What the calculator leaves out for these answers, said beside it. */
  note?: string;
}

/**
 * A fund's rent cover in the commercial real estate calculator is the rent's alone: an SMSF trustees' trial read its
 * 0.71x as the fund's, where lenders add the members' contributions (the SMSF guide's worked example). Its NOI is the
 * property's, which values and yields are read from, so contributions are not entered there.
 */
const fundCoverNote = () =>
  `Its debt cover counts the property’s rent alone: SMSF lenders commonly count the members’ concessional contributions as well, after the ${getFact('super-contributions-tax').text} contributions tax.`;

/** Each service's calculator, where there is one. */
function calculatorFor(slug: ServiceSlug, a: Answers): CalculatorSlug | undefined {
  switch (slug) {
    case 'bridging-finance':
      return 'bridging-loan-calculator';
    // A purchase needs the duty and the cash to put in, which only the commercial real estate calculator works out.
    case 'first-second-mortgages':
      if (a.purpose === 'buy-commercial') return 'commercial-real-estate-calculator';
      return a.purpose === 'refinance' ? 'commercial-property-loan-calculator' : 'second-mortgage-calculator';
    // A fund's loan is over the property it buys: the same repayments, LVR and balance (the SMSF page links both). A
    // fund buying commercial premises also asks what duty and cash it needs and whether the rent covers the loan: the
    // commercial real estate calculator's figures (an SMSF trustee's trial).
    case 'smsf-lending':
      return a.purpose === 'smsf-property' && a.security?.includes('commercial-property')
        ? 'commercial-real-estate-calculator'
        : 'commercial-property-loan-calculator';
    case 'caveat-loans':
      return 'second-mortgage-calculator';
    case 'equipment-finance':
    case 'asset-finance':
      return 'asset-finance-roi-calculator';
    case 'working-capital':
      return 'working-capital-calculator';
    case 'refinancing-solutions':
    case 'debt-consolidation':
      return 'loan-comparison-tool';
    default:
      return undefined;
  }
}

export function calculatorLinks(answers: Answers, services: readonly ServiceFit[]): CalculatorLink[] {
  const links: CalculatorLink[] = [];
  for (const service of services) {
    const slug = calculatorFor(service.slug, answers);
    if (!slug || links.some((l) => l.slug === slug)) continue;
    const from = new URLSearchParams({from: READINESS_TOOL, band: answers.amount});
    const note =
      slug === 'commercial-real-estate-calculator' && answers.borrower === 'smsf' ? fundCoverNote() : undefined;
    links.push({
      slug,
      service: service.slug,
      name: calculatorBySlug[slug].name,
      href: `${calculatorPath(slug)}?${from.toString()}`,
      ...(note && {note}),
    });
  }
  return links;
}
