/**
 * The rules behind titles, indexing, share images, structured data and feeds,
 * each checked on its own; tests/e2e/seo.spec.ts checks the built site.
 */
import {business, valuesToSetBeforeLaunch} from '../../src/business';
import {e164, financialServiceData, organizationId, siteGraph} from '../../src/content/businessStructuredData';
import {articleData, authorData} from '../../src/content/structuredData/article';
import {breadcrumbData} from '../../src/content/structuredData/breadcrumbs';
import {resolveCredits, type Credits} from '../../src/content/credits';
import {withArticleExtras} from '../../src/content/articleExtras';
import {team, type TeamMember} from '../../src/trust';
import path from 'path';
import {pageTitle, sectionTitle} from '../../src/content/pageTitle';
import {isNoindexPath} from '../../src/content/indexing';
import {ownSocialImage, socialImagePath} from '../../src/content/socialImage';
import {questionKey} from '../../src/content/questionKey';
import {metaProblems} from '../../src/plugins/seo-assets/pageMeta';
import {finishFeeds} from '../../scripts/finish-feeds';

/** The example values in src/business.ts, as they could appear in text. */
function exampleStrings(): string[] {
  const values: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  valuesToSetBeforeLaunch.filter((field) => field !== 'url').forEach((field) => collect(business[field]));
  return values.filter((v) => v.length > 2 && v !== 'AU' && v !== 'Sydney' && v !== 'NSW');
}

describe('page titles', () => {
  it('adds a short suffix while the whole fits in 60 characters, and drops it when it would not', () => {
    expect(pageTitle('About us')).toBe('About us | Harbourline');
    const long = 'Chattel mortgage, finance lease, rental or hire purchase?';
    expect(pageTitle(long)).toBe(long);
    expect(pageTitle('A'.repeat(46))).toHaveLength(60);
    expect(pageTitle('A'.repeat(47))).toHaveLength(47);
  });

  it('names the blog section on the tag and author lists both sections generate', () => {
    expect(sectionTitle('Tags', 'case-studies')).toBe('Case studies: Tags');
    expect(sectionTitle('Tags', 'insights')).toBe('Market insights: Tags');
    expect(sectionTitle('Bridging finance explained', 'guides')).toBe('Bridging finance explained');
  });
});

describe('indexing', () => {
  it('keeps search, tag, author and archive lists and the not-found page out of the index', () => {
    for (const path of [
      '/search',
      '/resources/case-studies/tags',
      '/resources/insights/tags/smsf',
      '/resources/insights/authors',
      '/resources/case-studies/archive',
      '/404.html',
    ]) {
      expect(isNoindexPath(path)).toBe(true);
    }
    for (const path of ['/', '/resources/case-studies', '/resources/guides/bridging-finance-explained', '/tools']) {
      expect(isNoindexPath(path)).toBe(false);
    }
  });
});

describe('share images', () => {
  it('gives services, guides, case studies, insights and calculators their own image, and the rest the default', () => {
    expect(ownSocialImage('/services/bridging-finance')).toEqual({
      path: '/img/social/services/bridging-finance.png',
      label: 'Service',
    });
    expect(socialImagePath('/tools/loan-comparison-tool')).toBe('/img/social/tools/loan-comparison-tool.png');
    expect(socialImagePath('/resources/case-studies/tags')).toBe('/img/social/default.png');
    expect(socialImagePath('/about')).toBe('/img/social/default.png');
  });
});

describe('the business in structured data', () => {
  const data = financialServiceData();

  it('is one FinancialService with an @id, a logo, an E.164 telephone once it is real, opening hours and the area served', () => {
    expect(data['@id']).toBe(organizationId);
    // The phone number is an example until it is set in src/business.ts.
    if (valuesToSetBeforeLaunch.includes('phone')) expect(data).not.toHaveProperty('telephone');
    else expect(data.telephone).toBe(e164(business.phone));
    expect(data.logo.url).toMatch(/\.png$/);
    // So are the hours: search engines get them only once the owner has set them.
    if (valuesToSetBeforeLaunch.includes('openingHours')) expect(data).not.toHaveProperty('openingHoursSpecification');
    else expect(data.openingHoursSpecification?.dayOfWeek).toHaveLength(5);
    expect(data.areaServed.name).toBe('Australia');
    expect(siteGraph()['@graph'].map((node) => node['@type'])).toEqual(['FinancialService', 'WebSite']);
  });

  it('writes Australian numbers in E.164', () => {
    expect(e164({display: '1300 975 707', href: 'tel:1300975707'})).toBe('+611300975707');
    expect(e164({display: '02 9000 0000', href: 'tel:0290000000'})).toBe('+61290000000');
    expect(e164({display: '+61 2 9000 0000', href: 'tel:+61290000000'})).toBe('+61290000000');
  });

  it('carries no value that is still an example', () => {
    const json = JSON.stringify(siteGraph());
    expect(exampleStrings().length).toBeGreaterThan(3);
    for (const example of exampleStrings()) expect(json).not.toContain(example);
  });

  it('shows the same opening hours as the footer', () => {
    const twelveHour = (time: string) => {
      const [h, m] = time.split(':').map(Number);
      return `${h! % 12 || 12}:${String(m).padStart(2, '0')} ${h! < 12 ? 'am' : 'pm'}`;
    };
    expect(business.businessHours).toContain(twelveHour(business.openingHours.opens));
    expect(business.businessHours).toContain(twelveHour(business.openingHours.closes));
  });
});

describe('articles and breadcrumbs', () => {
  it('points an article at the business by @id, with its own dates and image', () => {
    const article = articleData({
      type: 'Article',
      title: 'Bridging finance',
      description: 'd',
      permalink: '/resources/guides/bridging-finance-explained',
      datePublished: '2026-10-01',
      dateModified: '2026-11-22',
    });
    expect(article.author).toEqual({'@id': organizationId});
    expect(article.mainEntityOfPage).toBe(`${business.url}/resources/guides/bridging-finance-explained`);
    expect(article.publisher).toEqual({'@id': organizationId});
    expect(article.datePublished).toBe('2026-10-01');
    expect(article.dateModified).toBe('2026-11-22');
    expect(article.image).toBe(`${business.url}/img/social/resources/guides/bridging-finance-explained.png`);
  });

  describe('author and reviewer, from the same resolved credits as the byline', () => {
    // A fake team: the real one in src/trust.ts is empty as shipped.
    const fakeTeam: TeamMember[] = [
      {id: 'jane-citizen', name: 'Jane Citizen', role: 'Senior broker', bio: 'Fixture.'},
      {
        id: 'sam-reviewer',
        name: 'Sam Reviewer',
        role: 'Credit manager',
        credentials: 'Diploma of Finance',
        bio: 'Fixture.',
      },
    ];
    const guideAt = (frontMatter: Record<string, unknown>) => {
      const root = path.join(__dirname, '../..');
      const fm = withArticleExtras(path.join(root, 'docs/guides/x.mdx'), frontMatter, root, fakeTeam) as {
        credits: Credits;
      };
      return articleData({
        type: 'Article',
        title: 'x',
        description: 'd',
        permalink: '/resources/guides/x',
        datePublished: '2026-10-01',
        dateModified: '2026-11-22',
        credits: fm.credits,
        reviewedOn: frontMatter.reviewed_on as string | undefined,
      });
    };

    it('names the person the article names, with the job title the team data gives and the business they work for', () => {
      const article = guideAt({author: 'jane-citizen', last_update: {date: '2026-11-22'}});
      expect(article.author).toEqual({
        '@type': 'Person',
        name: 'Jane Citizen',
        jobTitle: 'Senior broker',
        worksFor: {'@id': organizationId},
      });
      // The team data has no profile address, so none is made up.
      expect(JSON.stringify(article.author)).not.toMatch(/"url"|sameAs/);
    });

    it('puts the reviewer and review date on the article’s page, where schema.org defines them', () => {
      const article = guideAt({author: 'jane-citizen', reviewer: 'sam-reviewer', reviewed_on: '2026-11-25'});
      expect(article.mainEntityOfPage).toEqual({
        '@type': 'WebPage',
        '@id': `${business.url}/resources/guides/x`,
        reviewedBy: {
          '@type': 'Person',
          name: 'Sam Reviewer',
          jobTitle: 'Credit manager',
          worksFor: {'@id': organizationId},
          hasCredential: {'@type': 'EducationalOccupationalCredential', name: 'Diploma of Finance'},
        },
        lastReviewed: '2026-11-25',
      });
      // A review date alone, with no reviewer named, is still stated.
      expect(guideAt({reviewed_on: '2026-11-25'}).mainEntityOfPage).toEqual({
        '@type': 'WebPage',
        '@id': `${business.url}/resources/guides/x`,
        lastReviewed: '2026-11-25',
      });
    });

    it('names the business when no one on the team is named, never a placeholder', () => {
      const article = guideAt({last_update: {date: '2026-11-22'}});
      expect(article.author).toEqual({'@id': organizationId});
      expect(JSON.stringify(article)).not.toContain('Person');
      // With the real, empty team an id resolves to no one (and the front matter check has already refused it).
      expect(authorData(resolveCredits({author: 'jane-citizen'}, team))).toEqual({'@id': organizationId});
    });
  });

  it('starts every trail at Home with absolute addresses', () => {
    const trail = breadcrumbData([
      {name: 'Resources', path: '/resources'},
      {name: 'Guides', path: '/resources/guides'},
      {name: 'A guide', path: '/resources/guides/a'},
    ]);
    expect(trail.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', `${business.url}/`],
      [2, 'Resources', `${business.url}/resources`],
      [3, 'Guides', `${business.url}/resources/guides`],
      [4, 'A guide', `${business.url}/resources/guides/a`],
    ]);
  });

  it('compares questions regardless of case, spacing and the question mark', () => {
    expect(questionKey('Can I finance  used equipment?')).toBe(questionKey('can i finance used equipment'));
  });
});

describe('the build’s meta check', () => {
  const page = {pathname: '/a', title: 'A page | Harbourline', description: 'x'.repeat(100), image: 'i'};

  it('passes pages that fit and names each problem with the page', () => {
    expect(metaProblems([page])).toEqual([]);
    const problems = metaProblems([
      {...page, pathname: '/long', source: 'docs/long.mdx', title: 'T'.repeat(61)},
      {...page, pathname: '/short', description: 'Too short.'},
      {...page, pathname: '/none', description: undefined, image: undefined},
      {...page, pathname: '/twin'},
    ]);
    expect(problems.join('\n')).toMatch(/\/long \(docs\/long\.mdx\): title is 61 characters/);
    expect(problems.join('\n')).toMatch(/\/short: description is 10 characters/);
    expect(problems.join('\n')).toMatch(/\/none: no description/);
    expect(problems.join('\n')).toMatch(/\/none: no og:image/);
    expect(problems.join('\n')).toMatch(/share the title "A page \| Harbourline"/);
  });
});

describe('feeds', () => {
  const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title><link>https://x.example/blog</link>
<item><title>P</title><link>https://x.example/blog/p</link><guid>https://x.example/blog/p</guid></item></channel></rss>`;
  const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>https://x.example/blog</id><link rel="alternate" href="https://x.example/blog"/>
<entry><id>https://x.example/blog/p</id><author><name>Harbourline lending team</name></author></entry></feed>`;

  it('adds self links and each RSS item’s authors', () => {
    const done = finishFeeds(rss, atom, 'https://x.example/blog');
    expect(done.rss).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(done.rss).toContain(
      '<atom:link href="https://x.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(done.rss).toContain('<dc:creator>Harbourline lending team</dc:creator>');
    expect(done.atom).toContain('<link rel="self" href="https://x.example/blog/atom.xml"/>');
    // Running it twice changes nothing more.
    const again = finishFeeds(done.rss, done.atom, 'https://x.example/blog');
    expect(again).toEqual(done);
  });

  it('stops the build when a feed is not shaped as the edits expect', () => {
    expect(() => finishFeeds(rss.replace(/<link>[^<]*<\/link>\n/, '\n'), atom, 'https://x.example/blog')).toThrow(
      /\[feeds\] the RSS channel has no <link>: Docusaurus changed how it writes its feeds/,
    );
    expect(() => finishFeeds(rss, atom.replace(/<link rel="alternate"[^>]*>/, ''), 'https://x.example/blog')).toThrow(
      /the Atom feed has no <link rel="alternate">/,
    );
    expect(() => finishFeeds(rss, atom.replace('<id>https://x.example/blog/p</id>', '<id>p</id>'), 'x')).toThrow(
      /the RSS item https:\/\/x\.example\/blog\/p has no Atom entry/,
    );
  });
});
