/**
 * The quote form's prefill for the whole visit: the address first, then the leading calculator scenario and readiness
 * answers kept in the visit (src/enquiry/visitHandOff.ts): the scenario on its own calculator's link (its figures over an older
 * link's) or where the address names no calculator, the answers where the address carries none. Expected values written out by hand.
 */
import {prefillForVisit} from '../../../src/components/QuoteForm/prefill';

const guideLink = '?service=bridging-finance&topic=Bridging+finance%3A+buying+before+you+sell';
// What the bridging calculator keeps in the tab for the quote form: the new loan as `amount`, and the figures in words.
const calculator =
  'calculator=bridging-loan-calculator&amount=938000&peakdebt=1297981&line=Purchase+price%3A+%24900%2C000&line=New+loan+for+the+purchase%3A+%24938%2C000';
const readiness =
  'service=bridging-finance&purpose=purchase&timeframe=quarter&message=From+the+loan+readiness+check%3A%0A-+Roughly+how+much+do+you+need%3F+%24500%2C000+to+%242+million';

describe('the quote form, reached from a guide after the calculator and the readiness check', () => {
  it('brings the calculator scenario, its new loan as the amount, and the readiness answers with the page', () => {
    const prefill = prefillForVisit(guideLink, {calculator, readiness});
    expect(prefill.scenario?.calculator).toBe('bridging-loan-calculator');
    expect(prefill.scenario?.lines).toEqual([
      {label: 'Purchase price', value: '$900,000'},
      {label: 'New loan for the purchase', value: '$938,000'},
    ]);
    expect(prefill.values.amount).toBe('938,000');
    expect(prefill.values.service).toBe('bridging-finance');
    expect(prefill.values.timeframe).toBe('quarter');
    expect(prefill.values.purpose).toBe('purchase');
    expect(prefill.values.message).toBe(
      'From the loan readiness check:\n- Roughly how much do you need? $500,000 to $2 million',
    );
    expect(prefill.topic).toBe('Bridging finance: buying before you sell');
    expect(prefill.recalled).toEqual(['calculator', 'readiness']);
  });

  it('keeps a scenario for another kind of loan, but not its amount, on a page’s Get a quote', () => {
    // A van's figures, then the ATO debt guide's Get a quote (a borrower's trial).
    const van = 'calculator=asset-finance-roi-calculator&amount=62000&value=62000&line=Asset+price%3A+%2462%2C000';
    const debt = prefillForVisit('?service=debt-consolidation&topic=Paying+an+ATO+debt', {calculator: van});
    expect(debt.scenario?.calculator).toBe('asset-finance-roi-calculator');
    expect(debt.values.service).toBe('debt-consolidation');
    expect(debt.values).not.toHaveProperty('amount');
    expect(debt.values).not.toHaveProperty('securityValue');
    // Also when the calculator was opened from a service page of the van's kind (a re-check).
    const fromPage = 'service=equipment-finance&calculator=asset-finance-roi-calculator';
    expect(
      prefillForVisit('?service=debt-consolidation', {calculator: van, service: fromPage}).values,
    ).not.toHaveProperty('amount');
    expect(prefillForVisit('?service=equipment-finance', {calculator: van, service: fromPage}).values.amount).toBe(
      '62,000',
    );
    // The same kind of loan (equipment finance for a machine the same calculator priced) keeps it.
    expect(prefillForVisit('?service=equipment-finance', {calculator: van}).values).toMatchObject({
      service: 'equipment-finance',
      amount: '62,000',
    });
  });

  it('shows the scenario on its own calculator’s link, which carries only the calculator and the new loan', () => {
    const prefill = prefillForVisit('?calculator=bridging-loan-calculator&amount=938000', {calculator});
    expect(prefill.scenario?.lines).toHaveLength(2);
    expect(prefill.values).toEqual({service: 'bridging-finance', amount: '938,000'});
    expect(prefill.recalled).toBeUndefined();
  });

  it('never fills the form from a scenario kept from another calculator, but sends it as an earlier one', () => {
    const other = prefillForVisit('?calculator=second-mortgage-calculator&amount=1200000', {calculator});
    expect(other.scenario).toBeUndefined();
    expect(other.values).toEqual({service: 'first-second-mortgages', amount: '1,200,000'});
    expect(other.earlierScenarios?.map((each) => each.calculator)).toEqual(['bridging-loan-calculator']);
    // A shared or bookmarked link, in a tab that kept nothing: no scenario.
    expect(prefillForVisit('?calculator=bridging-loan-calculator&amount=938000', {})).toEqual({
      values: {service: 'bridging-finance', amount: '938,000'},
      scenario: undefined,
      topic: undefined,
    });
  });

  it('keeps the readiness check’s best fit over a calculator’s usual service, but not over a service the address names', () => {
    const smsf = 'service=smsf-lending&message=From+the+loan+readiness+check%3A';
    // Readiness (SMSF lending), its service page, then a calculator's "Get a quote" (the commercial property loan
    // calculator's in the borrower's trial; the bridging one stands in here, its scenario kept above).
    const fromCalculator = prefillForVisit('?calculator=bridging-loan-calculator&amount=938000', {
      calculator,
      readiness: smsf,
    });
    expect(fromCalculator.values).toMatchObject({service: 'smsf-lending', amount: '938,000'});
    expect(prefillForVisit('', {calculator, readiness: smsf}).values.service).toBe('smsf-lending');
    expect(prefillForVisit('?service=caveat-loans', {calculator, readiness: smsf}).values.service).toBe('caveat-loans');
    // A result that named nothing (possibly consumer credit): the calculator's service stands.
    const unsure = 'service=not-sure&message=From+the+loan+readiness+check%3A';
    expect(prefillForVisit('', {calculator, readiness: unsure}).values.service).toBe('bridging-finance');
  });

  it('keeps the amount of a calculator the asked finance’s page lists, used before that page', () => {
    // A company director's trial: her fund's warehouse in the commercial property loan calculator, then the SMSF page,
    // the readiness check (best fit: SMSF lending) and its Get a quote. The form chose SMSF lending but left the amount
    // empty, as if her $1.2 million were another loan's.
    const warehouse =
      'calculator=commercial-property-loan-calculator&amount=1200000&value=2000000&line=Loan+amount%3A+%241%2C200%2C000';
    const check = 'service=smsf-lending&fits=smsf-lending&message=From+the+loan+readiness+check%3A';
    const quote = '?service=smsf-lending&from=loan-readiness-check';
    const listedOn = {'smsf-lending': ['commercial-property-loan-calculator', 'commercial-real-estate-calculator']};
    const sent = prefillForVisit(quote, {calculator: warehouse, readiness: check}, listedOn);
    expect(sent.values).toMatchObject({service: 'smsf-lending', amount: '1,200,000', securityValue: '2,000,000'});
    expect(sent.scenario?.calculator).toBe('commercial-property-loan-calculator');
    // A page that does not list the calculator asks for another loan: the scenario goes, its amount does not.
    const caveat = prefillForVisit('?service=caveat-loans', {calculator: warehouse}, listedOn);
    expect(caveat.values).not.toHaveProperty('amount');
  });

  it('leads with the scenario of the finance she asks about, not the newest one', () => {
    // A joiner's trial: his bridge, then the working capital calculator, then the check (best fit: bridging finance).
    // The working capital figures led and filled nothing; the bridge went as an earlier scenario, its amount lost.
    const working = 'calculator=working-capital-calculator&gap=0&line=Funding+gap%3A+%240';
    const check = 'service=bridging-finance&fits=bridging-finance&message=From+the+loan+readiness+check%3A';
    const kept = {calculator: working, earlierCalculators: [calculator], readiness: check};
    const sent = prefillForVisit('?service=bridging-finance&from=loan-readiness-check', kept);
    expect(sent.scenario?.calculator).toBe('bridging-loan-calculator');
    expect(sent.values).toMatchObject({service: 'bridging-finance', amount: '938,000'});
    expect(sent.earlierScenarios?.map((each) => each.calculator)).toEqual(['working-capital-calculator']);
    // Nothing names a finance: the newest leads, as before.
    expect(prefillForVisit('', {calculator: working, earlierCalculators: [calculator]}).scenario?.calculator).toBe(
      'working-capital-calculator',
    );
    // A calculator's own link: its own scenario, whatever the check named.
    expect(prefillForVisit('?calculator=working-capital-calculator', kept).scenario?.calculator).toBe(
      'working-capital-calculator',
    );
  });

  it('leads with a scenario of a calculator the asked finance’s page lists, where its usual finance is another', () => {
    // A borrower's trial: an excavator in the asset finance calculator, then an equity loan in the second mortgage
    // calculator from its service page, then the check (best fit: equipment finance). The equity loan led and the
    // amount was left empty, though the equipment finance page lists the asset finance calculator.
    const excavator = 'calculator=asset-finance-roi-calculator&amount=185000&value=185000';
    const equity = 'calculator=second-mortgage-calculator&amount=150000&value=900000';
    const fromPage = 'service=first-second-mortgages&calculator=second-mortgage-calculator';
    const check = 'service=equipment-finance&fits=equipment-finance+asset-finance&message=From+the+check%3A';
    const kept = {calculator: equity, earlierCalculators: [excavator], service: fromPage, readiness: check};
    const listedOn = {'equipment-finance': ['asset-finance-roi-calculator', 'loan-comparison-tool']};
    const sent = prefillForVisit('?service=equipment-finance&from=loan-readiness-check', kept, listedOn);
    expect(sent.scenario?.calculator).toBe('asset-finance-roi-calculator');
    expect(sent.values).toMatchObject({service: 'equipment-finance', amount: '185,000'});
    expect(sent.earlierScenarios?.map((each) => each.calculator)).toEqual(['second-mortgage-calculator']);
    // But a calculator for the asked finance itself leads before one its page merely lists (a review: a bridge, then a
    // term loan in the commercial property calculator, which the bridging page lists too, then bridging's Get a quote).
    const term = 'calculator=commercial-property-loan-calculator&amount=2400000&value=4000000';
    const bridging = prefillForVisit(
      '?service=bridging-finance',
      {calculator: term, earlierCalculators: [calculator]},
      {
        'bridging-finance': ['bridging-loan-calculator', 'commercial-property-loan-calculator'],
      },
    );
    expect(bridging.scenario?.calculator).toBe('bridging-loan-calculator');
    expect(bridging.values.amount).toBe('938,000');
  });

  it('promotes no earlier scenario once she removed the leading one, nor a tool that many pages list', () => {
    // A reviewer: after "Don't send this scenario" on the latest, a reload led with the earlier one and filled its
    // amount.
    const removed = prefillForVisit('', {earlierCalculators: [calculator]});
    expect(removed.scenario).toBeUndefined();
    expect(removed.values).toEqual({});
    expect(removed.earlierScenarios?.map((each) => each.calculator)).toEqual(['bridging-loan-calculator']);
    // The loan comparison names no finance of its own, and six service pages list it: an ATO debt guide's Get a quote
    // after a van and an older comparison leads with the van, as before, and fills no amount.
    const van = 'calculator=asset-finance-roi-calculator&amount=62000&value=62000';
    const offers = 'calculator=loan-comparison-tool&amount=180000';
    const listedOn = {'debt-consolidation': ['loan-comparison-tool', 'second-mortgage-calculator']};
    const debt = prefillForVisit(
      '?service=debt-consolidation',
      {calculator: van, earlierCalculators: [offers]},
      listedOn,
    );
    expect(debt.scenario?.calculator).toBe('asset-finance-roi-calculator');
    expect(debt.values).not.toHaveProperty('amount');
  });

  it('drops a business calculator’s scenario from a consumer result’s enquiry; on its own link, sends both', () => {
    // A sole trader's trial: the work ute's figures, then the check for a family caravan (consumer credit), whose
    // "Send us your answers" brought the ute's $68,000 and chattel mortgage to the broker.
    const ute = 'calculator=asset-finance-roi-calculator&amount=68000&value=68000&line=Asset+price%3A+%2468%2C000';
    const caravan = 'service=not-sure&credit=consumer&message=From+the+loan+readiness+check%3A';
    const sent = prefillForVisit('?service=not-sure&from=loan-readiness-check', {calculator: ute, readiness: caravan});
    expect(sent.consumer).toBe(true);
    expect(sent.scenario).toBeUndefined();
    expect(sent.values).not.toHaveProperty('amount');
    expect(sent.values).not.toHaveProperty('securityValue');
    expect(sent.recalled).toEqual(['readiness']);
    expect(sent).not.toHaveProperty('earlierScenarios');
    // The calculator's own "Get a quote for this scenario", pressed after the check: the scenario she asks about, and
    // still the consumer result, since nothing says it was another loan (a credit lawyer's check: a bridging scenario
    // after "individuals, buying a home" named bridging finance). She can remove the answers on the form.
    const own = prefillForVisit('?calculator=asset-finance-roi-calculator&amount=68000', {
      calculator: ute,
      readiness: caravan,
    });
    expect(own.scenario?.calculator).toBe('asset-finance-roi-calculator');
    expect(own.values.amount).toBe('68,000');
    expect(own.consumer).toBe(true);
    expect(own.values.message).toMatch(/^From the loan readiness check:/);
    expect(own.recalled).toEqual(['readiness']);
    // Nor does another business calculator's, from earlier in the visit, go with that result.
    const withEarlier = prefillForVisit('?calculator=asset-finance-roi-calculator&amount=68000', {
      calculator: ute,
      earlierCalculators: [calculator],
      readiness: caravan,
    });
    expect(withEarlier).not.toHaveProperty('earlierScenarios');
  });

  it('sends every calculator she used, the latest first: only the latest fills the form', () => {
    // A broker's trial: a prime mover in the asset calculator, then "Compare the two" and the comparison's Get a quote.
    const primeMover =
      'calculator=asset-finance-roi-calculator&amount=180000&line=Asset+price+%28including+GST%29%3A+%24180%2C000';
    const comparison =
      'calculator=loan-comparison-tool&line=Loan+1+loan+amount%3A+%24180%2C000&line=Loan+2+loan+amount%3A+%24170%2C000';
    const kept = {calculator: comparison, earlierCalculators: [primeMover, calculator]};
    const fromComparison = prefillForVisit('?calculator=loan-comparison-tool', kept);
    expect(fromComparison.scenario?.calculator).toBe('loan-comparison-tool');
    expect(fromComparison.earlierScenarios?.map((each) => [each.calculator, each.lines?.[0]?.value])).toEqual([
      ['asset-finance-roi-calculator', '$180,000'],
      ['bridging-loan-calculator', '$900,000'],
    ]);
    // The comparison's offers differ: it prefills no amount, and the asset calculator's is not taken instead.
    expect(fromComparison.values).not.toHaveProperty('amount');
    // From a guide: the same, the latest first.
    expect(prefillForVisit(guideLink, kept).earlierScenarios).toHaveLength(2);
  });

  it('keeps the scenario’s figures for a loan the readiness check named, though its best fit is another kind', () => {
    // A borrower's trial: a second mortgage's figures from the caveat loans page, then the check for an ATO debt, whose
    // best fit (debt consolidation) is not a property loan but whose result named second mortgages and caveat loans.
    const mortgage = 'calculator=second-mortgage-calculator&amount=120000&value=620000&line=New+loan%3A+%24120%2C000';
    const check = 'service=debt-consolidation&fits=debt-consolidation+first-second-mortgages+caveat-loans';
    const resultLink = '?service=debt-consolidation&from=loan-readiness-check';
    const expected = {service: 'debt-consolidation', amount: '120,000', securityValue: '620,000'};
    expect(prefillForVisit(resultLink, {calculator: mortgage, readiness: check}).values).toMatchObject(expected);
    const fromPage = 'service=caveat-loans&calculator=second-mortgage-calculator';
    expect(
      prefillForVisit(resultLink, {calculator: mortgage, readiness: check, service: fromPage}).values,
    ).toMatchObject(expected);
    // Another page's Get a quote after the check, for a loan it did not name: the figures are not that loan's.
    for (const service of ['smsf-lending', 'equipment-finance'])
      expect(
        prefillForVisit(`?service=${service}`, {calculator: mortgage, readiness: check}).values,
      ).not.toHaveProperty('amount');
    // A check that named only debt consolidation: the figures are another loan's.
    const named = prefillForVisit(resultLink, {
      calculator: mortgage,
      readiness: 'service=debt-consolidation&fits=debt-consolidation',
    });
    expect(named.values).not.toHaveProperty('amount');
    expect(named.values).not.toHaveProperty('securityValue');
  });

  it('names the service page’s service for any calculator it lists, and keeps that loan’s amount for the check', () => {
    // An SMSF trustee's trial: the SMSF page, its real estate calculator, that calculator's link to the loan
    // calculator; then the readiness check (best fit: SMSF lending) and its Get a quote.
    const smsfPage =
      'service=smsf-lending&calculator=commercial-real-estate-calculator&calculator=commercial-property-loan-calculator';
    const loan =
      'calculator=commercial-property-loan-calculator&amount=507000&value=780000&line=Loan+amount%3A+%24507%2C000';
    expect(
      prefillForVisit('?calculator=commercial-property-loan-calculator&amount=507000', {
        calculator: loan,
        service: smsfPage,
      }).values,
    ).toMatchObject({service: 'smsf-lending', amount: '507,000'});
    const check = 'service=smsf-lending&message=From+the+loan+readiness+check%3A';
    expect(prefillForVisit('', {calculator: loan, service: smsfPage, readiness: check}).values).toMatchObject({
      service: 'smsf-lending',
      amount: '507,000',
      securityValue: '780,000',
    });
  });

  it('names the service whose page she opened the calculator from, not the calculator’s usual one', () => {
    // Commercial property development's page, then its bridging calculator link (the link is what keeps it).
    const fromPage = 'service=commercial-property-development&calculator=bridging-loan-calculator';
    const link = '?calculator=bridging-loan-calculator&amount=938000';
    expect(prefillForVisit(link, {calculator, service: fromPage}).values.service).toBe(
      'commercial-property-development',
    );
    // Without the figures kept (she changed none), the link's calculator is enough; so is the scenario on the header's link.
    expect(prefillForVisit(link, {service: fromPage}).values.service).toBe('commercial-property-development');
    expect(prefillForVisit('', {calculator, service: fromPage}).values.service).toBe('commercial-property-development');
    // Another calculator's scenario keeps its own service; the address's service and the check's best fit still win.
    const otherPage = 'service=commercial-property-development&calculator=commercial-property-loan-calculator';
    expect(prefillForVisit(link, {calculator, service: otherPage}).values.service).toBe('bridging-finance');
    expect(prefillForVisit('?service=caveat-loans', {calculator, service: fromPage}).values.service).toBe(
      'caveat-loans',
    );
    const smsf = 'service=smsf-lending&message=From+the+loan+readiness+check%3A';
    expect(prefillForVisit(link, {calculator, service: fromPage, readiness: smsf}).values.service).toBe('smsf-lending');
    // Nothing the site wrote: ignored.
    expect(
      prefillForVisit(link, {calculator, service: 'service=home-loans&calculator=bridging-loan-calculator'}).values
        .service,
    ).toBe('bridging-finance');
  });

  it('shows the latest scenario on an older link of its calculator, with the scenario’s new loan (Back, a change, Forward)', () => {
    // She asked for a quote at $500,000, went Back, changed the calculator to $938,000 and went Forward to the old link.
    const prefill = prefillForVisit('?calculator=bridging-loan-calculator&amount=500000', {calculator});
    expect(prefill.scenario?.lines).toContainEqual({label: 'New loan for the purchase', value: '$938,000'});
    expect(prefill.values).toEqual({service: 'bridging-finance', amount: '938,000'});
  });

  it('fills the readiness answers from the tab on the result’s own link, which carries only the service', () => {
    const prefill = prefillForVisit('?service=bridging-finance&from=loan-readiness-check', {readiness});
    expect(prefill.values).toMatchObject({service: 'bridging-finance', purpose: 'purchase', timeframe: 'quarter'});
    expect(prefill.values.message).toMatch(/^From the loan readiness check:\n- Roughly how much do you need\?/);
    expect(prefill.recalled).toEqual(['readiness']);
    // The same link opened in another tab or browser (shared, bookmarked): the service, and no answers.
    expect(prefillForVisit('?service=bridging-finance&from=loan-readiness-check', {})).toMatchObject({
      values: {service: 'bridging-finance'},
    });
    expect(prefillForVisit('?service=bridging-finance&from=loan-readiness-check', {}).values.message).toBeUndefined();
  });

  it('lets the address win: its own service and answers', () => {
    // An older readiness link of its own (it carried the message): the one kept earlier is not added to it.
    expect(prefillForVisit(`?${readiness}`, {readiness: 'service=caveat-loans&timeframe=urgent'}).values).toMatchObject(
      {
        service: 'bridging-finance',
        timeframe: 'quarter',
      },
    );
  });

  it('keeps nothing when nothing was kept, or what was kept is not a scenario', () => {
    expect(prefillForVisit('', {})).toEqual({values: {}, scenario: undefined, topic: undefined});
    expect(prefillForVisit('', {calculator: 'calculator=not-a-calculator&amount=5'}).values).toEqual({});
  });
});
