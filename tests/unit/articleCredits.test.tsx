/**
 * Articles name people only from the owner's team (src/trust.ts). With the
 * team empty, as shipped, the byline names the lending team and shows no
 * reviewer and no empty placeholder; with a team in a fixture, the named
 * author and reviewer appear, and an id not on the team is refused.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import ArticleByline from '../../src/components/ArticleByline';
import {lendingTeamName, resolveCredits, unknownMemberMessage, type Credits} from '../../src/content/credits';
import {withArticleExtras} from '../../src/content/articleExtras';
import {team, type TeamMember} from '../../src/trust';
import fs from 'fs';
import path from 'path';

const fixtureTeam: TeamMember[] = [
  {id: 'jane-citizen', name: 'Jane Citizen', role: 'Senior broker', bio: 'Fixture.'},
  {
    id: 'sam-reviewer',
    name: 'Sam Reviewer',
    role: 'Credit manager',
    credentials: 'Diploma of Finance',
    bio: 'Fixture.',
  },
];

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('article credits and byline', () => {
  it('ships with no team, so no article names a person', () => {
    expect(team).toEqual([]);
    expect(resolveCredits({author: 'jane-citizen', reviewer: 'sam-reviewer'}, team)).toEqual({});
    const root = path.join(__dirname, '../..');
    const extras = withArticleExtras(
      path.join(root, 'docs/guides/bridging-finance-explained.mdx'),
      {
        title: 'Bridging finance: buying before you sell',
        topic: 'private-lending',
        last_update: {date: '2026-11-22'},
        services: ['bridging-finance'],
      },
      root,
    );
    expect(extras.credits).toEqual({});
    // A case study's scenario is written into the page; its metadata keeps only the cards' brief of it.
    const scenario = {
      loan_type: 'Caveat loan, interest capitalised',
      loan: 155000,
      value: 1200000,
      value_basis: 'valuation',
      debt_ranking_ahead: 600000,
      term: 'Up to 3 months',
    };
    const caseStudy = withArticleExtras(path.join(root, 'blog/case-studies/x.mdx'), {scenario}, root);
    expect(caseStudy).toEqual({
      credits: {},
      deal_facts: ['Caveat loan', '$155k', '62.9% combined LVR', 'Up to 3 months'],
    });
  });

  it('with no credits, names the lending team and shows no reviewer', () => {
    const html = renderToStaticMarkup(
      <ArticleByline teamName="Harbourline lending team" date="2026-11-22" dateLabel="Updated" minutes={8} />,
    );
    expect(text(html)).toBe('By Harbourline lending teamUpdated 22 November 20268 min read');
    expect(html).not.toMatch(/Reviewed|reviewer/i);
  });

  it('shows a last-reviewed date on its own when no reviewer is named', () => {
    const html = renderToStaticMarkup(
      <ArticleByline
        teamName="Harbourline lending team"
        reviewedOn="2026-11-25"
        date="2026-11-22"
        dateLabel="Updated"
        minutes={8}
      />,
    );
    expect(text(html)).toContain('Last reviewed 25 November 2026');
    expect(text(html)).not.toContain('Reviewed by');
  });

  it('names the author and reviewer from a filled-in team, with the review date', () => {
    const credits = resolveCredits({author: 'jane-citizen', reviewer: 'sam-reviewer'}, fixtureTeam);
    expect(credits).toEqual({
      author: {name: 'Jane Citizen', role: 'Senior broker'},
      reviewer: {name: 'Sam Reviewer', role: 'Credit manager', credentials: 'Diploma of Finance'},
    });
    const html = renderToStaticMarkup(
      <ArticleByline
        teamName="Harbourline lending team"
        credits={credits}
        reviewedOn="2026-11-25"
        date="2026-11-22"
        dateLabel="Updated"
        minutes={8}
      />,
    );
    expect(text(html)).toContain('By Jane Citizen, Senior broker');
    expect(text(html)).toContain('Reviewed by Sam Reviewer, Credit manager (Diploma of Finance) on 25 November 2026');
    expect(text(html)).not.toContain('Harbourline lending team');
  });

  it('names who made a guide’s last update from the team, and keeps the id out of the page', () => {
    const root = path.join(__dirname, '../..');
    const guide = (lastUpdate: Record<string, unknown>, file = 'docs/guides/x.mdx') =>
      withArticleExtras(path.join(root, file), {title: 'x', last_update: lastUpdate}, root, fixtureTeam);
    const named = guide({date: '2026-11-22', author: 'jane-citizen'});
    expect(named.last_update).toEqual({date: '2026-11-22'});
    expect(named.credits).toEqual({updatedBy: {name: 'Jane Citizen', role: 'Senior broker'}});
    const html = renderToStaticMarkup(
      <ArticleByline
        teamName="Harbourline lending team"
        credits={named.credits as Credits}
        date="2026-11-22"
        dateLabel="Updated"
        minutes={8}
      />,
    );
    expect(text(html)).toBe('By Harbourline lending teamUpdated 22 November 2026 by Jane Citizen8 min read');
    // None given: the date alone, and no "by".
    const unnamed = guide({date: '2026-11-22'});
    expect(unnamed).toEqual({title: 'x', last_update: {date: '2026-11-22'}, credits: {}});
    // The guides list gets the name for its "Last updated" line too.
    expect(guide({date: '2026-11-20', author: 'jane-citizen'}, 'docs/guides/index.mdx')).toEqual({
      title: 'x',
      last_update: {date: '2026-11-20'},
      credits: {updatedBy: {name: 'Jane Citizen', role: 'Senior broker'}},
    });
  });

  it('takes a case study’s or insight’s author and reviewer ids out of what the blog plugin reads, into its credits', () => {
    // The blog plugin reads `author` as its own (legacy) field and stops the build when a post also has `authors`
    // (an owner's trial named an author on a case study, as CONTRIBUTING says she may, and the build failed).
    const root = path.join(__dirname, '../..');
    const post = withArticleExtras(
      path.join(root, 'blog/insights/x.mdx'),
      {title: 'x', authors: ['team'], author: 'jane-citizen', reviewer: 'sam-reviewer'},
      root,
      fixtureTeam,
    );
    expect(post).toEqual({
      title: 'x',
      authors: ['team'],
      credits: {
        author: {name: 'Jane Citizen', role: 'Senior broker'},
        reviewer: {name: 'Sam Reviewer', role: 'Credit manager', credentials: 'Diploma of Finance'},
      },
    });
  });

  it('gives the feeds the bylines’ lending team: each blog section’s authors.yml names it as credits.ts does', () => {
    const root = path.join(__dirname, '../..');
    for (const section of ['case-studies', 'insights']) {
      const yml = fs.readFileSync(path.join(root, 'blog', section, 'authors.yml'), 'utf8');
      expect(yml).toMatch(new RegExp(`^team:\\n  name: ${lendingTeamName}\\n`, 'm'));
    }
  });

  it('refuses an id that is not on the team, saying where to add people', () => {
    expect(unknownMemberMessage('jane-citizen', fixtureTeam)).toBeUndefined();
    expect(unknownMemberMessage('john-doe', fixtureTeam)).toContain('jane-citizen, sam-reviewer');
    expect(unknownMemberMessage('john-doe', [])).toContain('src/trust.ts lists no team yet');
  });
});
