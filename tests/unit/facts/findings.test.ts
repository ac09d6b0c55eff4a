/**
 * The compliance review's findings (issue 23) stay fixed: each assertion is
 * the statement a reader sees, in the file that renders it.
 */
import fs from 'fs';
import path from 'path';
import {CREDIT_SCOPE_STATEMENT} from '../../../src/compliance/creditScope';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('issue 23 findings', () => {
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
});
