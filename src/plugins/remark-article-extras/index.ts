/**
 * remark-article-extras: writes two blocks into each article while its MDX is
 * compiled:
 *
 * - on a case study, the deal at a glance (src/components/DealAtAGlance/deal.ts)
 *   at the top, from its `scenario` front matter;
 * - on a guide, case study or insight, "Related reading" at the end: up to
 *   three articles chosen from every article's front matter
 *   (src/content/relatedArticles.ts), in place of the previous/next pager.
 *
 * - on a long guide, a call to action a third of the way through (the site's QuoteCallout, from
 *   the MDX components map), before the section heading nearest a third of the words,
 *   so a phone reader meets a "Get a quote" long before the end; on a case study or an insight the same
 *   panel after its structuring section or second section; its link brings the article's service and
 *   title into the quote form, as do the writer's own links to the bare /contact.
 *
 * Written into the page's own content, not its front matter, because each
 * list of case studies or insights loads every post's front matter (twice,
 * in the module and its metadata); the deal at a glance as plain elements,
 * so no page carries its code. A list's shortened copy of a post (before the truncate
 * marker) gets neither. The deal's styles: src/css/articles.css.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {articleKindOf, loadArticleSummaries, relatedArticles, summaryOf} from '../../content/relatedArticles';
import {articleKindLabels, type RelatedArticle} from '../../content/relatedArticleKinds';
import {dealRows, type ScenarioFrontMatter} from '../../components/DealAtAGlance/deal';
import {formatMonth} from '../../content/formatDate';
import {articleQuoteService, quoteHref} from '../../enquiry/quoteLink';

interface Node {
  type: string;
  [key: string]: unknown;
}

const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const text = (value: string): Node => ({type: 'text', value});
const attr = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
function el(name: string, attributes: Record<string, string>, children: Node[], flow = true): Node {
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes).map(([k, v]) => attr(k, v)),
    children,
  };
}

/** "Related reading": the site's related-links block (src/components/RelatedLinks, from the MDX components map). */
export function relatedReadingNode(articles: readonly RelatedArticle[]): Node | undefined {
  if (articles.length === 0) return undefined;
  const links = articles.map((a) => ({kind: articleKindLabels[a.kind], label: a.title, to: a.permalink}));
  return el('RelatedLinks', {heading: 'Related reading', links: JSON.stringify(links)}, []);
}

/** The deal at a glance: loan type to outcome, marked illustrative and dated by the month its terms were indicated. */
export function dealAtAGlanceNode(scenario: ScenarioFrontMatter): Node {
  return el('section', {className: 'deal-glance', 'aria-label': 'Deal at a glance'}, [
    el('div', {className: 'deal-glance__head'}, [
      el('h2', {id: 'deal-at-a-glance', className: 'deal-glance__title'}, [text('Deal at a glance')]),
      el('p', {className: 'deal-glance__note'}, [
        el('strong', {}, [text('Illustrative example')], false),
        text(', figures indicative as at '),
        el('time', {dateTime: scenario.priced}, [text(formatMonth(`${scenario.priced}-01`))], false),
      ]),
    ]),
    el(
      'dl',
      {className: 'deal-glance__rows'},
      dealRows(scenario).map((row) =>
        el('div', {className: 'deal-glance__row'}, [
          el('dt', {}, [text(row.label)]),
          el('dd', row.numeric ? {className: 'deal-glance__numeric'} : {}, [text(row.value)]),
        ]),
      ),
    ),
  ]);
}

/**
 * A guide this long (words of prose) runs past about eight phone screens: it gets a call to action a third of the
 * way through, so a reader on a phone meets it after a few screens rather than eight or more (it closes with one too).
 */
export const MID_ARTICLE_CTA_WORDS = 1200;

function wordsIn(node: Node): number {
  if (node.type === 'text' && typeof node.value === 'string') return node.value.split(/\s+/).filter(Boolean).length;
  const children = node.children as Node[] | undefined;
  return children ? children.reduce((sum, child) => sum + wordsIn(child), 0) : 0;
}

/** A guide's section on what the loan costs ("What it costs", "Costs to budget"): the question a quote answers next. */
const COSTS_HEADING = /^(what it costs|costs?\b)/i;

/**
 * Where the call to action inside the guide goes: right after its section on
 * costs, where it has one that is not its last (a reader who has just seen
 * the costs is ready to ask for hers; before them it came too soon);
 * otherwise the second-level heading nearest a third of the text (by words),
 * never the first. Undefined for a short guide or one with fewer than three
 * sections.
 */
export function midArticleIndex(children: readonly Node[]): number | undefined {
  const words = children.map(wordsIn);
  const total = words.reduce((a, b) => a + b, 0);
  if (total < MID_ARTICLE_CTA_WORDS) return undefined;
  const headings = children.flatMap((n, i) => (n.type === 'heading' && n.depth === 2 ? [i] : []));
  if (headings.length < 3) return undefined;
  const costs = headings.findIndex((i) => COSTS_HEADING.test(textOf(children[i]!).trim()));
  if (costs > 0 && headings[costs + 1] !== undefined) return headings[costs + 1];
  const before = (i: number) => words.slice(0, i).reduce((a, b) => a + b, 0);
  return headings
    .slice(1)
    .reduce((best, i) => (Math.abs(before(i) - total / 3) < Math.abs(before(best) - total / 3) ? i : best));
}

/**
 * On a case study or an insight (shorter, without a guide's word count), the same call to action at a fixed
 * place: a case study's after "How the loan was structured" (the reader has just seen the deal put together),
 * an insight's after its second section; undefined when the article has no section after that.
 */
export function shortArticleCalloutIndex(children: readonly Node[], kind: string): number | undefined {
  const headings = children.flatMap((n, i) => (n.type === 'heading' && n.depth === 2 ? [i] : []));
  let after = 1;
  if (kind === 'case-study') {
    after = headings.findIndex((i) => /^how the loan was structured$/i.test(textOf(children[i]!).trim()));
    if (after < 0) after = 2;
  }
  return headings[after + 1];
}

function textOf(node: Node): string {
  if (node.type === 'text' && typeof node.value === 'string') return node.value;
  const children = node.children as Node[] | undefined;
  return children ? children.map(textOf).join('') : '';
}

export function midArticleCalloutNode(quoteHref: string): Node {
  return el('QuoteCallout', {title: 'Want a broker to look at your deal?', quoteHref}, []);
}

/** Every Markdown link to the bare quote form, anywhere in the article, pointed at the article's own quote link. */
export function pointContactLinksAt(node: {type?: string; url?: unknown; children?: unknown}, href: string): void {
  if (node.type === 'link' && node.url === '/contact') node.url = href;
  for (const child of (node.children as Node[] | undefined) ?? []) pointContactLinksAt(child, href);
}

export function remarkArticleExtras() {
  return (tree: {children: Node[]}, file: {path?: string; cwd?: string; value?: unknown}) => {
    if (!file.path) return;
    const siteDir = file.cwd ?? process.cwd();
    const relativePath = path.relative(siteDir, file.path).split(path.sep).join('/');
    const section = articleKindOf(relativePath);
    if (!section) return;
    // A list's shortened copy of a post is cut at the truncate marker: it shows neither block.
    if (section.kind !== 'guide' && !TRUNCATE.test(String(file.value ?? ''))) return;
    const {data} = matter(fs.readFileSync(file.path, 'utf8'));
    const article = summaryOf(section.kind, section.base, file.path, data);
    if (!article) return;
    if (section.kind === 'case-study' && data.scenario) {
      // After any imports, before the first paragraph.
      const first = tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
      tree.children.splice(first < 0 ? tree.children.length : first, 0, dealAtAGlanceNode(data.scenario));
    }
    const service = articleQuoteService(article.services, data.quote_service);
    const articleQuoteHref = quoteHref({service, topic: article.title});
    // A writer's plain [Get a quote](/contact) brings what the page's own buttons bring.
    pointContactLinksAt(tree, articleQuoteHref);
    const at =
      section.kind === 'guide' ? midArticleIndex(tree.children) : shortArticleCalloutIndex(tree.children, section.kind);
    if (at !== undefined) tree.children.splice(at, 0, midArticleCalloutNode(articleQuoteHref));
    const related = relatedReadingNode(relatedArticles(article, loadArticleSummaries(siteDir)));
    if (related) tree.children.push(related);
  };
}
