/**
 * A search result's excerpt is the sentence that holds the match, not a window of words cut anywhere; a question typed
 * as a sentence is searched again with fewer words when no page holds them all.
 */
import {entryExcerpt, entryFor, looserQueries, matchSentence} from '../../src/components/SiteSearch/pagefind';

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

describe('looserQueries', () => {
  it('drops a question’s common words first, then its last words one at a time', () => {
    expect(looserQueries('Can I get a bridging loan to buy premises before I sell the old one?')).toEqual([
      'bridging loan buy premises sell old',
      'bridging loan buy premises sell',
      'bridging loan buy premises',
      'bridging loan buy',
      'bridging loan',
      'bridging',
    ]);
  });

  it('keeps apostrophes and figures within words', () => {
    expect(looserQueries("what's a 2nd mortgage")[0]).toBe("what's 2nd mortgage");
  });

  it('offers nothing that repeats the query, or for a query of common words alone', () => {
    expect(looserQueries('bridging')).toEqual([]);
    expect(looserQueries('how do I')).toEqual([]);
  });
});

describe('a result on the glossary or the FAQs opens the entry it matched', () => {
  // As Pagefind gives a page's sections: the opening (no anchor), then each heading's, its text ending in a zero-width space and a full stop.
  const glossary = {
    url: '/resources/glossary.html',
    excerpt: '',
    meta: {title: 'Glossary'},
    sub_results: [
      {title: 'Glossary', url: '/resources/glossary.html', excerpt: '', locations: [1, 2, 3, 4, 5, 6]},
      {title: 'Mortgagee\u200b.', url: '/resources/glossary.html#mortgagee', excerpt: '', locations: [1, 2, 3]},
      {
        title: 'Second mortgage\u200b.',
        url: '/resources/glossary.html#second-mortgage',
        excerpt: '',
        locations: [1, 2],
      },
    ],
  };

  it('the section whose heading holds every word she searched for', () => {
    expect(entryFor(glossary, 'second mortgage')?.url).toBe('/resources/glossary.html#second-mortgage');
  });

  it('a question opens the answer whose heading holds its own words, not the one sharing its "can I get a"', () => {
    const faqs = {
      ...glossary,
      sub_results: [
        {
          title: 'Can I get a loan with a poor credit history?\u200b.',
          url: '/f#poor-credit',
          excerpt: '<mark>Can</mark> <mark>I</mark> <mark>get</mark> <mark>a</mark> <mark>loan</mark>',
          locations: [1, 2, 3, 4, 5],
        },
        {
          title: 'How quickly can a private loan settle?\u200b.',
          url: '/f#private-loan-settle',
          excerpt: '<mark>How</mark> <mark>quickly</mark> <mark>can</mark> <mark>a</mark> <mark>private</mark>',
          locations: [1, 2, 3],
        },
      ],
    };
    expect(entryFor(faqs, 'how quickly can I get a private loan')?.url).toBe('/f#private-loan-settle');
    // Every word she typed counts, not only the looser form ("quote") that found the page.
    const quote = {
      ...glossary,
      sub_results: [
        {
          title: 'Am I obliged to go ahead after I ask for a quote?\u200b.',
          url: '/f#obliged',
          excerpt: '<mark>quote</mark>',
        },
        {
          title: 'Will asking for a quote affect my credit file?\u200b.',
          url: '/f#credit-file',
          excerpt: '<mark>quote</mark>',
        },
      ],
    };
    expect(entryFor(quote, 'will a quote hurt my credit score?')?.url).toBe('/f#credit-file');
    // A word few questions hold names the question more surely than words many share ("commercial", "loan").
    const valuation = {
      ...glossary,
      sub_results: [
        {title: 'Do I need a valuation?\u200b.', url: '/f#valuation', excerpt: '<mark>valuation</mark>'},
        {
          title: 'What happens when my commercial loan term ends?\u200b.',
          url: '/f#term',
          excerpt: '<mark>commercial</mark> <mark>loan</mark>',
        },
        {title: 'How long are commercial property loans?\u200b.', url: '/f#long', excerpt: ''},
        {title: 'Can fees be added to the loan?\u200b.', url: '/f#fees', excerpt: ''},
      ],
    };
    expect(entryFor(valuation, 'do I need a valuation for a commercial loan')?.url).toBe('/f#valuation');
  });

  it('else the section matching most of her words, then most often; never the page’s opening', () => {
    expect(entryFor(glossary, 'mortgages')?.url).toBe('/resources/glossary.html#mortgagee');
    const lease = {
      ...glossary,
      sub_results: [
        {
          title: 'Finance lease\u200b.',
          url: '/g#finance-lease',
          excerpt: '<mark>lease</mark> <mark>lease</mark>',
          locations: [1, 2, 3],
        },
        {
          title: 'WALE\u200b.',
          url: '/g#wale',
          excerpt: '<mark>Weighted</mark> <mark>lease</mark> <mark>expiry</mark>',
          locations: [1, 2, 3],
        },
      ],
    };
    expect(entryFor(lease, 'weighted lease expiry')?.url).toBe('/g#wale');
    expect(entryFor({...glossary, sub_results: glossary.sub_results.slice(0, 1)}, 'mortgage')).toBeUndefined();
  });
});

it('an entry’s excerpt leaves out its heading, which the result’s title shows', () => {
  const entry = {
    title: 'Second mortgage\u200b.',
    url: '/resources/glossary.html#second-mortgage',
    excerpt:
      '<mark>Second</mark> <mark>mortgage.</mark> A loan secured behind a first <mark>mortgage</mark> over the same property.',
  };
  expect(matchSentence(entryExcerpt(entry))).toBe(
    'A loan secured behind a first <mark>mortgage</mark> over the same property.',
  );
  // A section whose excerpt starts mid-text keeps it all.
  const cut = {...entry, excerpt: 'the first <mark>mortgage.</mark> A second lender ranks behind it.'};
  expect(entryExcerpt(cut)).toBe(cut.excerpt);
});
