/** A search result's excerpt is the sentence that holds the match, not a window of words cut anywhere. */
import {matchSentence} from '../../src/components/SiteSearch/pagefind';

describe('matchSentence', () => {
  it('keeps the sentence around the first match, from its start to its full stop', () => {
    expect(
      matchSentence('the settlement date. A <mark>bridging</mark> loan covers the gap. Lenders then ask for more'),
    ).toBe('A <mark>bridging</mark> loan covers the gap.');
  });

  it('marks with "…" where the window cut the sentence short', () => {
    expect(matchSentence('add more: if the exit is slipping, <mark>bridging</mark> costs rise and')).toBe(
      '…add more: if the exit is slipping, <mark>bridging</mark> costs rise and…',
    );
  });

  it('ends at a full stop inside the mark', () => {
    expect(matchSentence('Consumer <mark>bridging.</mark> The loans we arrange')).toBe(
      'Consumer <mark>bridging.</mark>',
    );
  });

  it('keeps the first sentence of an excerpt without a match in the text', () => {
    expect(matchSentence('What we arrange. Fourteen kinds of finance. What you can')).toBe('What we arrange.');
  });
});
