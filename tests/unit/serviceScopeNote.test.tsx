/**
 * The credit-scope note each service page shows, as its record's scope asks:
 * the business-purpose declaration warning on the bridging, caveat,
 * second-mortgage, private and debt-consolidation pages, and the SMSF trustee statement (not
 * the business-purpose line) on the SMSF page.
 */
import fs from 'fs';
import path from 'path';
import {renderToStaticMarkup} from 'react-dom/server';
import ScopeNote from '../../src/components/ServicePage/ScopeNote';
import {serviceRecord, serviceSlugs, type ServiceSlug} from '../../src/services/records';

// The site's link needs the Docusaurus router; here it is a plain anchor.
jest.mock('@site/src/components/SiteLink', () => ({
  __esModule: true,
  default: ({to, children}: {to: string; children: React.ReactNode}) => <a href={to}>{children}</a>,
}));

const dir = path.resolve(__dirname, '../../docs/services');

/** What a reader sees in the note on a service page, where its MDX places <CreditScope />. */
function noteOn(slug: ServiceSlug): string {
  const mdx = fs.readFileSync(path.join(dir, `${slug}.mdx`), 'utf8');
  if (!/<CreditScope \/>/.test(mdx)) throw new Error(`${slug} has no <CreditScope />`);
  return renderToStaticMarkup(<ScopeNote scope={serviceRecord(slug).scope} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const declarationPages: ServiceSlug[] = [
  'bridging-finance',
  'caveat-loans',
  'first-second-mortgages',
  'private-lending',
  'debt-consolidation',
];

describe('the credit-scope note on service pages', () => {
  it.each(declarationPages)('%s warns how a business-purpose declaration works and that we verify it', (slug) => {
    const note = noteOn(slug);
    expect(note).toMatch(/it has no effect if the lender knew/);
    expect(note).toMatch(/inducing a false declaration is an offence/);
    expect(note).toMatch(/We verify what the money is for/);
    expect(note).toMatch(
      /We do not arrange bridging, second mortgage, caveat, private or debt-consolidation loans for personal/,
    );
  });

  it('the SMSF page states the trustee rule instead of the business-purpose line its residential ranges contradict', () => {
    const note = noteOn('smsf-lending');
    expect(note).toMatch(/depends on the fund's trustee/);
    expect(note).toMatch(/only for funds with a corporate trustee/);
    expect(note).not.toMatch(/For business purposes/);
  });

  it.each(serviceSlugs.filter((s) => s !== 'smsf-lending'))('%s says it is for business purposes', (slug) => {
    expect(noteOn(slug)).toMatch(/For business purposes/);
  });
});
