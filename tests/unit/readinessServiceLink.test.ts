/**
 * Each service page's link to the readiness check answers the first question ("What is the money for?") with the
 * purpose that leads to that service. The expected purposes are read off the question's options by hand; the
 * last test checks each one really leads to its service in the check's result.
 */
import {assess} from '../../src/readiness/rules';
import {readUrlState} from '../../src/readiness/urlState';
import {readinessLinkFor} from '../../src/readiness/serviceLink';
import {serviceSlugs, type ServiceSlug} from '../../src/services/records';

const expected: Record<ServiceSlug, string | undefined> = {
  // A second mortgage is taken for many purposes, a household's among them: the check asks (a reviewer's homeowner
  // wanting a holiday was asked what commercial property she was buying).
  'first-second-mortgages': undefined,
  'commercial-property-development': 'development',
  'working-capital': 'working-capital',
  'bridging-finance': 'bridge',
  'refinancing-solutions': 'refinance',
  'equipment-finance': 'equipment',
  'business-acquisition': 'buy-business',
  'trade-finance': 'trade',
  // No purpose names these: the other answers (security, credit history, timing) lead to them.
  'asset-backed-lending': undefined,
  'private-lending': undefined,
  'caveat-loans': undefined,
  'smsf-lending': 'smsf-property',
  'debt-consolidation': 'tax-debt',
  // A borrower's trial: from this page a sole trader's ute was offered equipment finance first. Vehicles are their own answer.
  'asset-finance': 'vehicles',
};

test.each(Object.entries(expected))('%s links the check with purpose %s', (slug, purpose) => {
  const link = readinessLinkFor(slug as ServiceSlug);
  expect(link).toBe(purpose ? `/tools/loan-readiness-check?purpose=${purpose}` : '/tools/loan-readiness-check');
});

test('every service is covered', () => {
  expect(Object.keys(expected).sort()).toEqual([...serviceSlugs].sort());
});

test('a company answering as the link does, with property security, is offered that service', () => {
  for (const [slug, purpose] of Object.entries(expected)) {
    if (!purpose) continue;
    // The link's own answer (read as the check reads it), the rest a typical established business's.
    const {answers} = readUrlState(readinessLinkFor(slug as ServiceSlug).split('?')[1] ?? '');
    const borrower = purpose === 'smsf-property' ? 'smsf' : 'company';
    const result = assess({
      ...answers,
      borrower,
      // The follow-ups some purposes ask: for the business, commercial property, a corporate trustee.
      use: 'business',
      build: 'commercial',
      buying: 'business',
      selling: 'commercial',
      trustee: 'corporate',
      security: ['commercial-property', 'equipment'],
      amount: '500k-2m',
      trading: 'over-5',
      turnover: '1m-5m',
      credit: ['none'],
      timing: 'quarter',
    } as never);
    const offered = result && 'services' in result ? result.services.map((s) => s.slug) : [];
    expect({slug, offered: offered.includes(slug as ServiceSlug)}).toEqual({slug, offered: true});
  }
});
