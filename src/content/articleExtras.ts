/**
 * What the build changes in an article's front matter (docusaurus.config.ts,
 * markdown.parseFrontMatter):
 *
 * - it adds `credits`: the author, the reviewer and, on a guide, who made the
 *   last update (`last_update.author`), named from the owner's team
 *   (src/content/credits.ts), so the team list never ships in a page's
 *   JavaScript; the ids were checked against the team just before
 *   (src/content/validateFrontMatter.ts);
 * - it leaves out `author` and `reviewer` (the ids, now in `credits`): the blog
 *   plugin reads `author` as its own legacy field and stops the build when a
 *   post also has `authors`;
 * - it leaves out `last_update.author` (the id, now in `credits.updatedBy`);
 *   the guides turn off the theme's own "last updated by", which would
 *   otherwise fall back to a git commit's author;
 * - it leaves out a case study's `scenario`, which remark-article-extras has
 *   already written into the page as the deal at a glance, and keeps only its
 *   brief for the lists' cards (`deal_facts`: loan type, amount, ratio, term,
 *   from src/components/DealAtAGlance/deal.ts), so a post's metadata carries four short strings, not the scenario.
 */
import path from 'path';
import {team, type TeamMember} from '../trust';
import {resolveCredits} from './credits';
import {articleKindOf} from './relatedArticles';
import {dealFacts, type ScenarioFrontMatter} from '../components/DealAtAGlance/deal';

type FrontMatter = Record<string, unknown>;

/** `last_update` without its author id, and the id; the date alone when no author is given. */
function splitLastUpdate(frontMatter: FrontMatter) {
  const lastUpdate = frontMatter.last_update as {author?: string} | undefined;
  if (!lastUpdate) return {updatedBy: undefined, lastUpdate: {}};
  const {author, ...rest} = lastUpdate;
  return {updatedBy: author, lastUpdate: {last_update: rest}};
}

export function withArticleExtras(
  filePath: string,
  frontMatter: FrontMatter,
  siteDir = process.cwd(),
  members: readonly TeamMember[] = team,
): FrontMatter {
  const relativePath = path.relative(siteDir, filePath).split(path.sep).join('/');
  const section = articleKindOf(relativePath);
  if (!section) return frontMatter;
  const {updatedBy, lastUpdate} = splitLastUpdate(frontMatter);
  // The guides list (docs/guides/index.mdx) keeps only its "last updated" line.
  if (/\/index\.mdx?$/.test(relativePath)) {
    return {...frontMatter, ...lastUpdate, credits: resolveCredits({updatedBy}, members)};
  }
  const {scenario, author, reviewer, ...rest} = frontMatter as FrontMatter & {
    scenario?: ScenarioFrontMatter;
    author?: string;
    reviewer?: string;
  };
  return {
    ...rest,
    ...lastUpdate,
    ...(scenario && {deal_facts: dealFacts(scenario)}),
    credits: resolveCredits({author, reviewer, updatedBy}, members),
  };
}
