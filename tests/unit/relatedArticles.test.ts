/**
 * Related reading is chosen at build time from the articles' front matter:
 * shared services first, then a shared topic or tag, newest first on a tie;
 * never the article itself, never an unrelated one.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {loadArticleSummaries, relatedArticles, summaryOf, type ArticleSummary} from '../../src/content/relatedArticles';

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
  const bridgingGuide = article({
    permalink: '/g/bridging',
    services: ['bridging-finance', 'private-lending'],
    topics: ['guide:private-lending'],
  });
  const all = [
    bridgingGuide,
    article({permalink: '/cs/bridging', kind: 'case-study', services: ['bridging-finance'], date: '2026-09-15'}),
    article({
      permalink: '/g/caveat',
      services: ['caveat-loans', 'private-lending'],
      topics: ['guide:private-lending'],
      date: '2026-11-22',
    }),
    article({permalink: '/g/smsf', services: ['smsf-lending'], topics: ['guide:smsf']}),
    article({permalink: '/i/private', kind: 'insight', services: ['private-lending'], date: '2026-07-01'}),
    article({permalink: '/i/old', kind: 'insight', services: ['private-lending'], date: '2026-01-01'}),
  ];

  it('ranks by shared services and topic, newest first on a tie, leaving out itself and the unrelated', () => {
    expect(relatedArticles(bridgingGuide, all).map((a) => a.permalink)).toEqual([
      '/g/caveat',
      '/cs/bridging',
      '/i/private',
    ]);
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

  it('reads an article again once it is edited or drafted, as `npm run dev` needs', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'related-'));
    for (const dir of ['docs/guides', 'blog/case-studies', 'blog/insights'])
      fs.mkdirSync(path.join(site, dir), {recursive: true});
    const file = path.join(site, 'docs/guides/cash-flow.mdx');
    const write = (front: string, mtime: number) => {
      fs.writeFileSync(file, `---\n${front}\n---\nText.\n`);
      fs.utimesSync(file, mtime, mtime);
    };
    const titles = () => loadArticleSummaries(site).map((s) => s.title);
    try {
      write('title: Cash flow lending', 1_000);
      expect(titles()).toEqual(['Cash flow lending']);
      write('title: Cash flow finance', 2_000); // same size, later
      expect(titles()).toEqual(['Cash flow finance']);
      write('title: Cash flow finance\ndraft: true', 3_000);
      expect(titles()).toEqual([]);
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
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

describe('related reading breaks ties by what a reader expects', () => {
  // Equally related (one shared service each), titled so that alphabetical order is the reverse of newest first.
  const me = article({permalink: '/g/me', title: 'Me', services: ['bridging-finance']});
  const tied = [
    article({permalink: '/g/a', title: 'Allowing for a slow sale', services: ['bridging-finance'], date: '2026-03-01'}),
    article({permalink: '/g/m', title: 'Measuring peak debt', services: ['bridging-finance'], date: '2026-07-01'}),
    article({permalink: '/g/z', title: 'Zero-interest periods', services: ['bridging-finance'], date: '2026-11-20'}),
  ];

  it('shows the newest first, not the first in the alphabet', () => {
    expect(relatedArticles(me, tied, 2).map((a) => a.title)).toEqual(['Zero-interest periods', 'Measuring peak debt']);
  });

  it('orders by title only between articles of the same date', () => {
    const sameDay = tied.map((a) => ({...a, date: '2026-11-20'}));
    expect(relatedArticles(me, [...sameDay].reverse(), 2).map((a) => a.title)).toEqual([
      'Allowing for a slow sale',
      'Measuring peak debt',
    ]);
  });

  it('never lets the date outrank a closer match', () => {
    const closer = article({
      permalink: '/g/old',
      title: 'Old but closer',
      services: ['bridging-finance', 'private-lending'],
      date: '2025-01-01',
    });
    const withMine = {...me, services: ['bridging-finance', 'private-lending']};
    expect(relatedArticles(withMine, [...tied, closer], 2)[0]!.title).toBe('Old but closer');
  });

  it('counts an article’s last review as making it current', () => {
    const reviewed = summaryOf('guide', '/resources/guides', 'allowing.mdx', {
      title: 'Allowing for a slow sale',
      last_update: {date: new Date('2026-03-01')},
      reviewed_on: '2026-11-24',
      services: ['bridging-finance'],
    })!;
    expect(reviewed.date).toBe('2026-11-24');
    const post = summaryOf('case-study', '/resources/case-studies', 'p.mdx', {
      title: 'P',
      date: new Date('2026-09-15'),
      tags: [],
    })!;
    expect(post.date).toBe('2026-09-15');
    expect(relatedArticles(me, [reviewed, ...tied.slice(1)], 2).map((a) => a.title)).toEqual([
      'Allowing for a slow sale',
      'Zero-interest periods',
    ]);
  });
});
