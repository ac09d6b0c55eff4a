/**
 * The quote form's prefill for the whole visit: the address first, then the latest calculator scenario and readiness
 * answers kept earlier in the visit (src/enquiry/visitHandOff.ts), each only where the address carries nothing of
 * its kind. Expected values written out by hand.
 */
import {prefillForVisit} from '../../../src/components/QuoteForm/prefill';

const guideLink = '?service=bridging-finance&topic=Bridging+finance%3A+buying+before+you+sell';
// What the bridging calculator's "Talk to a broker" link carries: the new loan as `amount`, and the figures in words.
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
      'From the loan readiness check:\n- Roughly how much do you need? $500,000 to $2 million\n' +
        'Asked from the page “Bridging finance: buying before you sell”.',
    );
    expect(prefill.recalled).toEqual(['calculator', 'readiness']);
  });

  it('lets the address win: its own scenario, service and answers', () => {
    const own = '?calculator=commercial-property-loan-calculator&amount=1200000&line=Loan+amount%3A+%241%2C200%2C000';
    const prefill = prefillForVisit(own, {calculator});
    expect(prefill.scenario?.calculator).toBe('commercial-property-loan-calculator');
    expect(prefill.values.amount).toBe('1,200,000');
    expect(prefill.recalled).toBeUndefined();
    // A readiness link of its own (it carries the message): the one kept earlier is not added to it.
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
