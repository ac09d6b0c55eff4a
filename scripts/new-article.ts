/**
 * Writers' scaffolding: `npm run new -- guide "Title"` (or case-study, insight)
 * writes a new MDX file whose front matter already passes the build's checks,
 * with every part a writer must rewrite marked REPLACE. The content check
 * (`npm run check:content`, also run by the build) refuses any file that
 * still contains that marker.
 */
import fs from 'fs';
import path from 'path';
import {parseArgs} from 'util';
import {guideTopics, metaLimits} from '../src/content/frontMatter';
import {placeholderMarker} from '../src/content/placeholders';
import {slugify} from '../src/content/slugify';
import {serviceSlugs} from '../src/site-map';
import {calculatorSlugs} from '../src/calculators';
import {minimumWords} from '../src/content/check/rules/lengths';
import {tagIds} from '../src/content/check/contentFiles';
import {sectionOfKind} from '../src/content/sections';
import {todayInSydney} from '../src/content/formatDate';

export const kinds = ['guide', 'case-study', 'insight'] as const;
export type Kind = (typeof kinds)[number];

export interface NewArticle {
  kind: Kind;
  slug: string;
  /** Path relative to the site directory, e.g. docs/guides/my-guide.mdx. */
  relativePath: string;
  /** Where the page will be served. */
  url: string;
  content: string;
}

export interface Options {
  /** The site's root folder: content goes under it, and its tags.yml files and guides are read. */
  siteDir: string;
  /** The article's date, YYYY-MM-DD; today in Sydney by default, the day the content check counts from. */
  date?: string;
}

/** A YAML string that survives quotes, colons and hashes in a title: JSON strings are valid YAML. */
const yamlString = (text: string) => JSON.stringify(text);

/** The tag ids a blog section allows; a section without its tags.yml stops the scaffold. */
function sectionTags(siteDir: string, folder: string): string[] {
  const tags = tagIds(siteDir, folder);
  if (!tags) throw new Error(`Cannot find ${path.join(folder, 'tags.yml')} under ${siteDir}.`);
  return tags;
}

/** One more than the highest sidebar_position among the existing guides, so the new guide lists last in its topic. */
function nextSidebarPosition(siteDir: string): number {
  const dir = path.join(siteDir, sectionOfKind('guide').folder);
  if (!fs.existsSync(dir)) return 1;
  const positions = fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => /^sidebar_position:\s*(\d+)/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[1])
    .map(Number)
    .filter((n) => Number.isFinite(n));
  return Math.max(0, ...positions) + 1;
}

function guide(title: string, date: string, siteDir: string): string {
  return `---
title: ${yamlString(title)}
description: "${placeholderMarker}: one or two sentences, 70 to 160 characters, on what the reader will learn; shown in search results."
topic: applying # ${placeholderMarker}: set the topic (one of ${guideTopics.map((t) => t.id).join(', ')}), then delete this comment
sidebar_position: ${nextSidebarPosition(siteDir)} # lists it last in its topic; a lower number moves it up
first_published: ${date} # the day the guide goes live; leave it as it is when you update the guide later
last_update:
  date: ${date} # the day of the last real change; to name who made it, add a line "author: " with their id from the team in src/trust.ts
services: [] # optional: service slugs, e.g. [bridging-finance]; all are listed in src/services/records.ts
calculators: [] # optional: calculator slugs, e.g. [bridging-loan-calculator]
---

${placeholderMarker}: open with two or three sentences: who this guide is for, the problem it solves and what the reader will know by the end.

## ${placeholderMarker}: the first question a reader has

${placeholderMarker}: answer it in short paragraphs. Link a term to the glossary the first time it appears, for example [LVR](/resources/glossary#lvr), and point to a calculator where one helps, for example the [commercial property loan calculator](/tools/commercial-property-loan-calculator). Never type a current rate or market figure: write it from the facts register, <Fact id="rba-cash-rate" /> (as at <Fact id="rba-cash-rate" asAt />), ids in docs-dev/FACT-IDS.md; a figure in a worked example says the example is hypothetical.

## ${placeholderMarker}: what lenders look at

${placeholderMarker}: the tests, documents and policies that decide the outcome.

## Risks and what to consider

${placeholderMarker}: be plain about costs and what can go wrong.

## Getting started

${placeholderMarker}: what to prepare before talking to a lender. Then [get a quote](/contact) or read about the related service, for example [bridging finance](/services/bridging-finance).
`;
}

/** "2026-03-15" -> "2026-02": a deal is priced before the case study telling its outcome is published. */
function monthBefore(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

// The placeholder scenario's figures are valid, so the build passes until the writer fills in the real ones.
function caseStudy(title: string, date: string, siteDir: string): string {
  const tags = sectionTags(siteDir, sectionOfKind('case-study').folder);
  return `---
title: ${yamlString(title)}
description: "${placeholderMarker}: one or two sentences, 70 to 160 characters, on the problem and how the loan solved it."
date: ${date}
authors: [team]
tags: [${tags[0] ?? ''}] # ${placeholderMarker}: one or more service tags from blog/case-studies/tags.yml
illustrative: true
scenario: # ${placeholderMarker}: the deal at a glance; the LVR is worked out from loan, debt_ranking_ahead and value
  loan_type: "${placeholderMarker}: kind of loan, e.g. Second mortgage"
  purpose: "${placeholderMarker}: what the money was for, in a few words"
  loan: 650000
  security: "${placeholderMarker}: the security, e.g. Investment property, behind a first mortgage"
  lender_type: "${placeholderMarker}: Bank, Non-bank lender or Private lender"
  value: 1000000
  value_basis: valuation # or price, projected-sales, business-assets (stock and receivables): what value is
  debt_ranking_ahead: 0 # ${placeholderMarker}: debt repaid before this loan, e.g. the first mortgage
  rate_range: "${placeholderMarker}: indicative rate range, e.g. 9% to 11% p.a."
  priced: "${monthBefore(date)}" # ${placeholderMarker}: the month lenders indicated these terms, before the post's, as YYYY-MM
  term: "${placeholderMarker}: term, e.g. 12 months"
  time_to_settle: "${placeholderMarker}: time to funds, e.g. Two weeks from the first enquiry"
  outcome: "${placeholderMarker}: the outcome in one sentence"
---

*Illustrative example only: a composite scenario, not a description of a real client or transaction. Figures are indicative.*

${placeholderMarker}: one or two sentences that set the scene: the kind of business, the city and what it needed. Use no real names.

{/* truncate */}

## The borrower's situation

${placeholderMarker}: the business, the property or asset, and the figures that matter.

## The obstacle

${placeholderMarker}: why the usual lender or loan did not fit.

## How the loan was structured

${placeholderMarker}: the type of lender, the security, the term, how interest was paid and, for a second mortgage, caveat or private loan, the business-purpose declaration. Link terms to the glossary, for example [LVR](/resources/glossary#lvr).

## The figures

| Item | Amount |
|---|---|
| ${placeholderMarker}: loan | $650,000 |
| ${placeholderMarker}: security value | $1,000,000 |
| LVR | 65% |

*About the rate:* ${placeholderMarker}: the rate range in the figures is the one lenders indicated for this illustrative deal, not a current offer. Across lenders, second mortgages were priced at <Fact id="second-mortgage-rate" /> in our latest survey of lender policies (indicative, as at <Fact id="second-mortgage-rate" asAt />). (Use the fact for this loan's product: docs-dev/FACT-IDS.md.)

## The outcome

${placeholderMarker}: what happened, and how the loan was repaid or refinanced.

## What this means for you

${placeholderMarker}: the lesson for a reader in a similar position. Point to a calculator or service, for example the [loan comparison tool](/tools/loan-comparison-tool), and [get a quote](/contact).
`;
}

function insight(title: string, date: string, siteDir: string): string {
  const tags = sectionTags(siteDir, sectionOfKind('insight').folder);
  return `---
title: ${yamlString(title)}
description: "${placeholderMarker}: one or two sentences, 70 to 160 characters, on what has changed and why it matters."
date: ${date}
authors: [team]
tags: [${tags[0] ?? ''}] # ${placeholderMarker} with one or more of: ${tags.join(', ')}
services: [] # the services it bears on, e.g. [refinancing-solutions]: it is then related reading on their pages, and its quote link names the first
---

${placeholderMarker}: open with the change or question this insight is about and why it matters to a business borrower, in two or three sentences.

{/* truncate */}

## ${placeholderMarker}: what has happened

${placeholderMarker}: the facts. Name the source and date of every figure, the date from the register as CONTRIBUTING.md shows (Market insight), never typed. If you cannot source a figure, make the point without it.

## ${placeholderMarker}: what it means for lenders

${placeholderMarker}: how lenders are responding, and why they differ.

## What this means for you

${placeholderMarker}: what a borrower can do now. Link a calculator or a glossary term where it helps, for example the [cash rate](/resources/glossary#cash-rate), and [ask us](/contact) about your own deal.

*General information only, not advice or credit assistance: it does not consider your objectives, financial situation or needs. Lending is subject to each lender's criteria; fees and charges apply.*
`;
}

const templates = {guide, 'case-study': caseStudy, insight};

/** The file a new article would be, without writing it. Throws on a bad kind, title or date. */
export function scaffold(kind: string, title: string, {siteDir, date = todayInSydney()}: Options): NewArticle {
  if (!(kinds as readonly string[]).includes(kind)) {
    throw new Error(`Unknown kind "${kind}": use one of ${kinds.join(', ')}.`);
  }
  const k = kind as Kind;
  const cleanTitle = title.trim();
  // "café" as "cafe" and "group's" as "groups" (slugify alone would give "caf" and "group-s").
  const slug = slugify(cleanTitle.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, ''));
  if (!slug) throw new Error('Give the article a title, e.g. npm run new -- guide "How bridging loans work".');
  if (slug === 'index') throw new Error('"index" is taken by the section\'s list page: choose another title.');
  // The same limit the content check applies (search results cut longer titles): refuse it now, not after writing.
  if (cleanTitle.length > metaLimits.title) {
    throw new Error(
      `The title has ${cleanTitle.length} characters; keep it to ${metaLimits.title} or fewer (search results cut longer titles): "${cleanTitle}"`,
    );
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`The date "${date}" must be written as YYYY-MM-DD.`);
  const relativePath = `${sectionOfKind(k).folder}/${slug}.mdx`;
  return {
    kind: k,
    slug,
    relativePath,
    url: `${sectionOfKind(k).route}/${slug}`,
    content: templates[k](cleanTitle, date, siteDir),
  };
}

/** Writes the new article; refuses when a file with that slug (.md or .mdx) already exists. */
export function createArticle(kind: string, title: string, options: Options): NewArticle {
  const article = scaffold(kind, title, options);
  const target = path.join(options.siteDir, article.relativePath);
  const taken = [target, target.replace(/\.mdx$/, '.md')].find((file) => fs.existsSync(file));
  if (taken) {
    throw new Error(
      `${path.relative(options.siteDir, taken)} already exists: nothing was written. Choose another title.`,
    );
  }
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, article.content, {flag: 'wx'});
  return article;
}

const usage = `Usage: npm run new -- <${kinds.join('|')}> "Title" [--date YYYY-MM-DD] [--dir site-folder]

  npm run new -- guide "How bridging loans work"
  npm run new -- case-study "Bridging a warehouse purchase"
  npm run new -- insight "What a cash rate cut means for business loans"`;

interface Io {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** The command line: returns the exit code. */
export function main(argv: readonly string[], io: Io = console, cwd = process.cwd(), env = process.env): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {help: {type: 'boolean', short: 'h'}, date: {type: 'string'}, dir: {type: 'string'}},
    });
  } catch (error) {
    io.error(`${(error as Error).message}\n\n${usage}`);
    return 1;
  }
  const {values: flags, positionals} = parsed;
  if (flags.help) {
    io.log(usage);
    return 0;
  }
  const [kind, ...titleWords] = positionals;
  if (!kind || titleWords.length === 0) {
    io.error(usage);
    return 1;
  }
  const siteDir = path.resolve(cwd, flags.dir ?? '.');
  try {
    const article = createArticle(kind, titleWords.join(' '), {siteDir, date: flags.date});
    const written = path.join(siteDir, article.relativePath);
    const shown = written.startsWith(cwd + path.sep) ? path.relative(cwd, written) : written;
    io.log(`Created ${shown}`);
    io.log(
      `\nRewrite every line marked ${placeholderMarker} (the content check fails while one is left), then preview it:`,
    );
    // Where `npm run dev` serves the site (DEV_PORT) and its API (DEV_API_PORT), as scripts/dev.mjs reads them.
    const ports = (['DEV_PORT', 'DEV_API_PORT'] as const)
      .filter((name) => env[name])
      .map((name) => `${name}=${env[name]} `);
    io.log(`  ${ports.join('')}npm run dev`);
    io.log(`  open http://127.0.0.1:${env.DEV_PORT || '3000'}${article.url}`);
    io.log(`Check it as you write: npm run check:content -- ${shown}`);
    io.log('Before the pull request: npm run check:content');
    const minimum = minimumWords.find((rule) => article.relativePath.startsWith(rule.folder));
    if (minimum)
      io.log(`It also needs at least ${minimum.words.toLocaleString('en-AU')} words, as ${minimum.kind} does.`);
    if (article.kind === 'guide') {
      io.log(`\nService slugs: ${serviceSlugs.join(', ')}`);
      io.log(`Calculator slugs: ${calculatorSlugs.join(', ')}`);
    } else {
      const {folder} = sectionOfKind(article.kind);
      io.log(`\nTags (${folder}/tags.yml): ${sectionTags(siteDir, folder).join(', ')}`);
      if (article.kind === 'insight') io.log(`Service slugs: ${serviceSlugs.join(', ')}`);
    }
    return 0;
  } catch (error) {
    io.error((error as Error).message);
    return 1;
  }
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
