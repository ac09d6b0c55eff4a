import {redirectTarget, resourcesMenu, serviceSlugs} from '../../src/site-map';
import {calculators} from '../../src/calculators';

describe('site map', () => {
  it('lists the Resources menu in the owner’s order', () => {
    expect(resourcesMenu.map((l) => l.label)).toEqual([
      'Resources Hub',
      'Guides',
      'Case Studies',
      'Tools & Calculators',
      'Glossary',
      'FAQs',
      'Market Insights',
    ]);
  });
  it('has the 14 services and 7 calculators of the spec (more may be added)', () => {
    expect(serviceSlugs).toHaveLength(14);
    expect(calculators.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'commercial-property-loan-calculator',
        'second-mortgage-calculator',
        'commercial-real-estate-calculator',
        'asset-finance-roi-calculator',
        'working-capital-calculator',
        'loan-comparison-tool',
        'bridging-loan-calculator',
      ]),
    );
  });
  it.each([
    ['/about-us', '/about'],
    ['/about-us/', '/about'],
    ['/commercial-property-development', '/services/commercial-property-development'],
    ['/business-investment-expansion', '/services/business-acquisition'],
    ['/guides', '/resources/guides'],
    ['/case-studies', '/resources/case-studies'],
    ['/case-studies/some-case', '/resources/case-studies/some-case'],
    ['/tools', '/resources/tools'],
    ['/glossary', '/resources/glossary'],
    ['/faqs', '/resources/faqs'],
    ['/insights', '/resources/insights'],
    ['/market-insights', '/resources/insights'],
  ])('redirects %s to %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });
  it('leaves canonical pages alone', () => {
    expect(redirectTarget('/about')).toBeUndefined();
    expect(redirectTarget('/tools/bridging-loan-calculator')).toBeUndefined();
    expect(redirectTarget('/')).toBeUndefined();
  });
});
