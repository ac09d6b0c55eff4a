/**
 * Related reading is chosen at build time from the articles' front matter:
 * shared services first, then a shared topic or tag, newest first on a tie;
 * never the article itself, never an unrelated one.
 */
import path from 'path';
import {loadArticleSummaries, relatedArticles, type ArticleSummary} from '../../src/content/relatedArticles';

const article = (over: Partial<ArticleSummary> & {permalink: string}): ArticleSummary => ({
  kind: 'guide',
  title: over.permalink,
  description: '',
  date: '2026-01-01',
  services: [],
  topics: [],
  ...over,
});

describe('related reading', () => {
  const bridgingGuide = article({permalink: '/g/bridging', services: ['bridging-finance', 'private-lending'], topics: ['guide:private-lending']});
  const all = [
    bridgingGuide,
    article({permalink: '/cs/bridging', kind: 'case-study', services: ['bridging-finance'], date: '2026-09-15'}),
    article({permalink: '/g/caveat', services: ['caveat-loans', 'private-lending'], topics: ['guide:private-lending'], date: '2026-11-22'}),
    article({permalink: '/g/smsf', services: ['smsf-lending'], topics: ['guide:smsf']}),
    article({permalink: '/i/private', kind: 'insight', services: ['private-lending'], date: '2026-07-01'}),
    article({permalink: '/i/old', kind: 'insight', services: ['private-lending'], date: '2026-01-01'}),
  ];

  it('ranks by shared services and topic, newest first on a tie, leaving out itself and the unrelated', () => {
    expect(relatedArticles(bridgingGuide, all).map((a) => a.permalink)).toEqual(['/g/caveat', '/cs/bridging', '/i/private']);
  });

  it('returns nothing when nothing is shared', () => {
    expect(relatedArticles(article({permalink: '/g/alone', services: ['trade-finance']}), all)).toEqual([]);
  });

  it('reads every guide, case study and insight, with the addresses the site publishes them at', () => {
    const summaries = loadArticleSummaries(path.join(__dirname, '../..'));
    const permalinks = summaries.map((s) => s.permalink);
    expect(permalinks).toContain('/resources/guides/bridging-finance-explained');
    expect(permalinks).toContain('/resources/case-studies/second-mortgage-for-a-tax-debt');
    expect(permalinks).toContain('/resources/insights/reading-the-cash-rate');
    expect(permalinks).not.toContain('/resources/guides/index');
    // Every article has some related reading.
    for (const s of summaries) expect(relatedArticles(s, summaries).length).toBeGreaterThan(0);
  });
});

describe('related reading mixes kinds', () => {
  it('shows at most two of one kind, and prefers an article with the same main service', () => {
    const guide = (permalink: string, services: string[], date = '2026-11-25') =>
      ({kind: 'guide', title: permalink, description: '', permalink, date, services, topics: []}) as ArticleSummary;
    const me = guide('/g/bridging', ['bridging-finance', 'private-lending']);
    const others = [
      guide('/g/a', ['private-lending']),
      guide('/g/b', ['private-lending']),
      guide('/g/c', ['private-lending']),
      {...guide('/cs/bridging', ['bridging-finance'], '2026-01-01'), kind: 'case-study'} as ArticleSummary,
    ];
    expect(relatedArticles(me, others).map((a) => a.permalink)).toEqual(['/cs/bridging', '/g/a', '/g/b']);
  });
});
