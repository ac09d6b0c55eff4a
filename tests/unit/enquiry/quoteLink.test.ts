import {quoteHref, topicFromParams} from '../../../src/enquiry/quoteLink';
import {prefillFromSearch} from '../../../src/components/QuoteForm/prefill';

describe('quote links that carry the page', () => {
  it('write the service and the page title as the form reads them back', () => {
    const href = quoteHref({service: 'bridging-finance', topic: 'Bridging finance: buying before you sell'});
    expect(href).toBe('/contact?service=bridging-finance&topic=Bridging+finance%3A+buying+before+you+sell');
    const prefill = prefillFromSearch(href.slice('/contact'.length));
    expect(prefill.values.service).toBe('bridging-finance');
    expect(prefill.topic).toBe('Bridging finance: buying before you sell');
    // Her message is hers: the page goes with the attribution (a design review: the broker read it as her words).
    expect(prefill.values.message).toBeUndefined();
  });

  it('is plain /contact when the page knows nothing', () => {
    expect(quoteHref()).toBe('/contact');
    expect(quoteHref({topic: '<script>'})).toBe('/contact');
  });

  it('drops a topic that does not read as a title, and keeps a message the link already had', () => {
    expect(topicFromParams(new URLSearchParams('topic=' + 'x'.repeat(151)))).toBeUndefined();
    expect(topicFromParams(new URLSearchParams('topic=%3Cb%3E'))).toBeUndefined();
    expect(topicFromParams(new URLSearchParams('topic=A+café+owner+buys+her+freehold'))).toBe(
      'A café owner buys her freehold',
    );
    const prefill = prefillFromSearch('?topic=Guide&message=Already+written');
    expect(prefill.values.message).toBe('Already written');
  });

  it('prefills a calculator’s amount in whole dollars', () => {
    expect(prefillFromSearch('?calculator=bridging-loan-calculator&amount=900000.4').values.amount).toBe('900,000');
  });
});
