/**
 * The writers' content check: every rule over every content file, one
 * Problem per finding. Run by `npm run check:content`, before every
 * production build (scripts/check-content.ts), and by the unit tests.
 */
import path from 'path';
import {readContentFiles, type ContentFile} from './contentFiles';
import type {Problem} from './problem';
import {sortProblems} from './problem';
import {checkClaims, checkUndatedFigures} from './rules/claims';
import {checkFrontMatter} from './rules/frontMatter';
import {checkImages} from './rules/images';
import {checkHouseSpelling} from './rules/houseSpelling';
import {checkIllustrativeLabel} from './rules/illustrative';
import {checkFaqAnswers, checkWordCount} from './rules/lengths';
import {checkLinks} from './rules/links';
import {checkPlaceholders} from './rules/placeholders';
import {checkFactHeadings, checkRegisterFigures} from './rules/registerFigures';
import {checkBrokenLinks} from './rules/brokenLinks';
import {checkAboutTheRate, checkRatioRow, checkSetBeforePublished} from './rules/caseStudies';
import {checkFutureDates} from './rules/futureDates';
import {checkWordList} from './rules/wordList';
import {checkFeedAuthors} from './rules/feedAuthors';
import {checkGlossaryAnchors, checkGuideGlossaryLink} from './rules/glossaryLinks';
import {checkInsightNotice} from './rules/insightNotice';
import {checkRepeatedSentences, checkServiceSections} from './rules/servicePages';

export {formatProblem} from './problem';

type FileRule = (file: ContentFile, siteDir: string) => Problem[];
type SiteRule = (files: readonly ContentFile[], siteDir: string) => Problem[] | Promise<Problem[]>;

/** Rules that look at one file at a time, by name (the names `--only` takes). Plain TypeScript: Jest runs them directly. */
export const fileRules: Record<string, FileRule> = {
  'front-matter': checkFrontMatter,
  'future-dates': (file) => checkFutureDates(file),
  images: checkImages,
  links: checkLinks,
  placeholders: checkPlaceholders,
  'word-count': checkWordCount,
  'faq-answers': checkFaqAnswers,
  claims: checkClaims,
  'undated-figures': checkUndatedFigures,
  'register-figures': checkRegisterFigures,
  'fact-headings': checkFactHeadings,
  'house-spelling': checkHouseSpelling,
  'illustrative-label': checkIllustrativeLabel,
  'about-the-rate': checkAboutTheRate,
  'ratio-row': checkRatioRow,
  'set-before-published': checkSetBeforePublished,
  'glossary-link': checkGuideGlossaryLink,
  'glossary-anchors': checkGlossaryAnchors,
  'service-sections': checkServiceSections,
  'insight-notice': checkInsightNotice,
};

/**
 * Rules over all files at once. mdx and spelling load ES-module tools
 * (@mdx-js/mdx, cspell), so they are imported only when they run.
 */
export const siteRules: Record<string, SiteRule> = {
  'broken-links': checkBrokenLinks,
  'word-list': (_files, siteDir) => checkWordList(siteDir),
  'feed-authors': (_files, siteDir) => checkFeedAuthors(siteDir),
  'repeated-sentences': checkRepeatedSentences,
  mdx: async (files) => (await import('./rules/mdxSyntax')).checkMdxSyntax(files),
  spelling: async (files, siteDir) => (await import('./rules/spelling')).checkSpelling(files, siteDir),
};

export const ruleNames = [...Object.keys(fileRules), ...Object.keys(siteRules)];

export interface CheckOptions {
  siteDir: string;
  /** Run only these rules (default: all). */
  only?: readonly string[];
  /** Report only these files' problems (paths as typed, from the site folder); every file is still read, for links. */
  files?: readonly string[];
}

export async function checkContent({siteDir, only = ruleNames, files: named = []}: CheckOptions): Promise<Problem[]> {
  const unknown = only.filter((name) => !ruleNames.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown rule ${unknown.join(', ')}: the rules are ${ruleNames.join(', ')}`);
  const files = readContentFiles(siteDir);
  const wanted = new Set(named.map((file) => path.relative(siteDir, path.resolve(file)).split(path.sep).join('/')));
  const notContent = [...wanted].filter((file) => !files.some((f) => f.relativePath === file));
  if (notContent.length > 0)
    throw new Error(`${notContent.join(', ')}: not a content file (the check reads docs/, blog/ and src/pages/*.mdx)`);
  const problems: Problem[] = [];
  for (const [name, rule] of Object.entries(fileRules)) {
    if (only.includes(name)) for (const file of files) problems.push(...rule(file, siteDir));
  }
  // Spelling runs in a child process, so the site rules run together: cspell works while MDX is parsed here.
  const siteProblems = await Promise.all(
    Object.entries(siteRules)
      .filter(([name]) => only.includes(name))
      .map(([, rule]) => rule(files, siteDir)),
  );
  problems.push(...siteProblems.flat());
  return sortProblems(wanted.size > 0 ? problems.filter((p) => wanted.has(p.file)) : problems);
}
