/**
 * The compliance review's findings stay fixed: each assertion is
 * the statement a reader sees, in the file that renders it.
 */
import fs from 'fs';
import path from 'path';
import {
  CONSUMER_CREDIT_STATEMENT,
  CREDIT_SCOPE_STATEMENT,
  SMSF_TRUSTEE_STATEMENT,
} from '../../../src/compliance/creditScope';
import {nextSteps} from '../../../src/enquiry/nextSteps';
import {getFact} from '../../../src/facts/register';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe("the compliance review's findings", () => {
  it('the scope statement in every footer names the SMSF residential exception', () => {
    expect(CREDIT_SCOPE_STATEMENT).toMatch(/except SMSF loans, which can be for residential property/);
  });

  it('the finance-lease diagram says the lessee may offer to buy for the residual, never "pay the residual to buy it"', () => {
    const diagram = read('src/components/diagrams/AssetFinanceDiagram/index.tsx');
    expect(diagram).not.toMatch(/pay the residual to buy|Pay it to buy/i);
    expect(diagram).toMatch(/offer to buy the asset for the residual \(the lender may accept/);
  });

  it('the about page does not say commission is never added to the loan', () => {
    const about = read('src/pages/about.tsx');
    expect(about).not.toMatch(/it is not added to your loan/);
    expect(about).toMatch(/brokerage fee is\s+added\s+to\s+the\s+amount\s+financed/);
  });

  it('the home page calls an authorised credit representative that, not "Licensed"', () => {
    const trust = read('src/components/TrustFacts/index.tsx');
    expect(trust).not.toMatch(/<h3>Licensed<\/h3>/);
    expect(trust).toMatch(/<h3>Authorised credit representative<\/h3>/);
  });

  it('the resources hub makes no "kept up to date" claim', () => {
    expect(read('src/pages/_components/ResourcesHubPage/index.tsx')).not.toMatch(/kept up to date/i);
  });

  it('the insights no longer stop the cash-rate history at November 2025', () => {
    for (const post of ['reading-the-cash-rate', 'rate-cycles-and-interest-cover', 'valuations-and-refinancing']) {
      const text = read(`blog/insights/${post}.mdx`);
      expect(text).not.toMatch(/as at 4 November 2025/);
      expect(text).toMatch(/<Fact id="rba-cash-rate" \/>/);
    }
  });

  it('FAQ market figures carry an as-at date from the register', () => {
    const faqs = read('docs/faqs/index.mdx');
    expect(faqs).toMatch(
      /<Fact id="commercial-lvr" \/> for commercial and industrial property \(indicative, as at <Fact id="commercial-lvr" asAt \/>\)/,
    );
  });

  it('the tax-debt and working-capital pages say GIC is not deductible and name Payday Super, from the register', () => {
    const gic = /not (?:tax-)?deductible/;
    for (const file of [
      'docs/services/debt-consolidation.mdx',
      'blog/case-studies/second-mortgage-for-a-tax-debt.mdx',
      'docs/services/working-capital.mdx',
      'docs/guides/working-capital-finance-options.mdx',
    ]) {
      const text = read(file);
      expect(text).toMatch(/<Fact id="gic-sic-nondeductible-from" \/>/);
      expect(text).toMatch(gic);
    }
    for (const file of [
      'docs/services/debt-consolidation.mdx',
      'docs/services/working-capital.mdx',
      'docs/guides/working-capital-finance-options.mdx',
    ]) {
      expect(read(file)).toMatch(/<Fact id="payday-super-start" \/>/);
    }
  });

  it('the site has one position on consumer credit: it refers it out, never "assess or refer"', () => {
    expect(CONSUMER_CREDIT_STATEMENT).toMatch(/We do not arrange consumer credit/);
    expect(CONSUMER_CREDIT_STATEMENT).toMatch(/refer you to a broker who arranges residential and personal lending/);
    expect(SMSF_TRUSTEE_STATEMENT).toMatch(/residential SMSF loans only for funds with a corporate trustee/);
    for (const file of [
      'src/compliance/creditScope.ts',
      'docs/services/bridging-finance.mdx',
      'docs/services/commercial-property-development.mdx',
      'src/pages/credit-guide.mdx',
    ]) {
      expect(read(file)).not.toMatch(/assess (?:it|such a loan) under/);
    }
  });

  it('the credit guide cites the best interests and priority sections for licensees and credit representatives', () => {
    const guide = read('src/pages/credit-guide.mdx');
    expect(guide).toMatch(/section 158LA for licensees and section 158LB for their credit representatives/);
    expect(guide).toMatch(/section 158LE for licensees and section 158LF for their credit representatives/);
  });

  it('next steps send the credit guide before naming lenders', () => {
    const text = nextSteps.join(' ');
    expect(text.indexOf('credit guide')).toBeGreaterThan(-1);
    expect(text.indexOf('credit guide')).toBeLessThan(text.indexOf('which lenders are likely'));
  });

  it("the tax-debt case's rate range starts inside the register's second-mortgage range", () => {
    // Every case study's dated "*About the rate:*" line is the content check's rule (src/content/check/rules/caseStudies.ts).
    expect(read('blog/case-studies/second-mortgage-for-a-tax-debt.mdx')).toMatch(/rate_range: "?11% to 13% p\.a\./);
    expect(getFact('second-mortgage-rate').text).toMatch(/11% to 18%/);
  });

  it('the trade-finance case uses FCA for containers and says why not FOB', () => {
    const text = read('blog/case-studies/trade-finance-for-an-importer.mdx');
    expect(text).toMatch(/bought FCA \(free carrier\)/);
    expect(text).toMatch(/recommends FCA for containerised goods/);
  });

  it('the instant asset write-off and the ACT duty threshold are dated facts; 2026-27 is stated as the Act that made it law', () => {
    expect(getFact('instant-asset-write-off-2025-26').text).toBe('$20,000');
    expect(getFact('act-commercial-duty-threshold-2025-26').text).toBe('$2 million');
    const chattel = read('docs/guides/chattel-mortgage-vs-finance-lease.mdx');
    expect(chattel).toMatch(/<Fact id="instant-asset-write-off-2025-26" \/> per asset/);
    expect(chattel).toMatch(/the Treasury Laws Amendment \(Tax Reform No\. 2\) Act 2026 did so/);
    expect(chattel).toMatch(/<Fact id="instant-asset-write-off-from-2026-27" \/> each/);
    expect(chattel).not.toMatch(/not yet law/);
    expect(read('docs/guides/buying-commercial-property-due-diligence.mdx')).toMatch(
      /<Fact id="act-commercial-duty-threshold-2025-26" \/> paid no duty/,
    );
  });

  it('the glossary ICR and DSCR entries read the cover ratios from the register with an as-at date', () => {
    const glossary = read('docs/glossary/index.mdx');
    expect(glossary).toMatch(
      /<Fact id="lender-icr-commonly-sought" \/> \(indicative, as at <Fact id="lender-icr-commonly-sought" asAt \/>\)/,
    );
    expect(glossary).toMatch(
      /<Fact id="lender-dscr-commonly-sought" \/> \(indicative, as at <Fact id="lender-dscr-commonly-sought" asAt \/>\)/,
    );
    expect(glossary).not.toMatch(/look for 1\.25 times or more/);
  });

  it('the trust section does not claim a broker reads every request, since flagged ones may go unseen', () => {
    expect(read('src/components/TrustFacts/index.tsx')).toMatch(/reads every quote request that reaches us/);
  });

  it('the spelling dictionary refuses US forms the en-AU list accepts, but not the HTML autocomplete token', () => {
    const config = JSON.parse(read('cspell.json')) as {flagWords: string[]; ignoreRegExpList: string[]};
    // Each entry is "us->house"; cspell refuses the first and suggests the second.
    const flagged = config.flagWords.map((entry) => entry.split('->')[0]);
    for (const word of ['organization', 'color', 'center', 'analyze', 'honor', 'gray']) {
      expect(flagged).toContain(word);
    }
    expect(config.ignoreRegExpList).toContain("/autoComplete: 'organization'/g");
    expect(read('src/enquiry/fields.ts')).toMatch(/autoComplete: 'organization'/);
  });

  it('the home page names SMSF property beside business finance, and its footer the whole scope', () => {
    expect(read('src/pages/_components/HomePage/index.tsx')).toMatch(/business and SMSF property finance,/);
    expect(read('src/components/SiteFooter/index.tsx')).toMatch(/CREDIT_SCOPE_STATEMENT/);
  });

  it("the default-interest hint gives the bank example and the penalty test, not one case's extreme rate", () => {
    const margin = getFact('default-interest-margin');
    expect(margin.text).not.toMatch(/53%/);
    expect(margin.text).toMatch(/out of all proportion to the lender's legitimate interests/);
  });
});
