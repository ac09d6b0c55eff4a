/**
 * content-index: once every docs and blog section has loaded, gathers the
 * small summaries the marketing pages list (services, featured guides, latest case
 * studies and insights) and gives them to the pages that read them: home,
 * /services and /resources. Adding an article updates those pages with no
 * code change.
 */
import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {questionKey} from '../../content/questionKey';
import {slugify} from '../../content/slugify';
import {getServiceTerms} from '../../facts/serviceTerms';
import {datedNote} from '../../facts/serviceTermsMarkdown';
import {marketRanges} from '../../facts/marketRanges';
import {comparedFacts, keyFacts} from '../../components/ServicePage/keyFacts';
import {serviceCategories, serviceRecord, type ServiceSlug} from '../../services/records';
import {calculatorBySlug, calculatorPath, calculators, type CalculatorSlug} from '../../calculators';
import {calculatorExample} from '../../calculators/examples';
import {postCard} from '../blog-card-lists';
import type {PostCard} from '../blog-card-lists/types';
import type {
  CalculatorCard,
  ContentIndex,
  GuideCardDetails,
  HubExtras,
  ServiceKeyFacts,
  ServiceKeyFactsBySlug,
  ServicePageData,
  ServiceCalculators,
  ServiceGuides,
  ServiceMenu,
  ServiceSummary,
  ServiceTitles,
} from './types';

const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = 'docusaurus-plugin-content-blog';
const LATEST = 3;

/**
 * The guides the resources hub shows, in its order: the ones most borrowers come for (bridging, commercial
 * property, asset finance), not the newest, which are often narrow (a tax change, a code of practice).
 */
const FEATURED_GUIDES = [
  'bridging-finance-explained',
  'commercial-property-loans-explained',
  'chattel-mortgage-vs-finance-lease',
] as const;

/**
 * The glossary terms the resources hub shows as links into the glossary, by their anchors there: the terms its
 * glossary section names, and the measures and loans most of the guides turn on.
 */
const HUB_TERMS = [
  'lvr',
  'dscr',
  'icr',
  'serviceability',
  'caveat',
  'balloon-payment',
  'peak-debt',
  'bridging-loan',
] as const;

/** A glossary's terms (its `### Term {/* #anchor *\/}` headings) by anchor. */
export function glossaryTerms(source: string): Map<string, string> {
  const terms = [...source.matchAll(/^### (.+?) \{\/\* #([a-z0-9-]+) \*\/\}\s*$/gm)];
  return new Map(terms.map(([, term, id]) => [id!, term!]));
}

/** An answer's first sentence as plain text (its Markdown links as their words): what a question's card shows. */
export function firstSentence(markdown: string): string {
  const text = markdown.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').trim();
  // A sentence ends where the next one starts with a capital: "p.a. are common" goes on.
  return /^.+?[.?!](?=\s+[A-Z“"(]|$)/.exec(text)?.[0] ?? text;
}

/** The pages this plugin feeds, each a component under src/pages/_components. */
const pages = [
  {path: '/', component: '@site/src/pages/_components/HomePage'},
  {path: '/services', component: '@site/src/pages/_components/ServicesPage'},
  {path: '/resources', component: '@site/src/pages/_components/ResourcesHubPage'},
];

function docsOf(allContent: Record<string, Record<string, unknown>>, id: string) {
  const content = allContent[DOCS]?.[id] as DocsContent | undefined;
  if (!content) throw new Error(`content-index: docs section "${id}" is not configured`);
  return content.loadedVersions[0]?.docs ?? [];
}

function latestPosts(allContent: Record<string, Record<string, unknown>>, id: string): PostCard[] {
  const content = allContent[BLOG]?.[id] as BlogContent | undefined;
  if (!content) throw new Error(`content-index: blog section "${id}" is not configured`);
  return content.blogPosts.slice(0, LATEST).map(postCard);
}

function countPosts(allContent: Record<string, Record<string, unknown>>, id: string): number {
  return (allContent[BLOG]?.[id] as BlogContent | undefined)?.blogPosts.length ?? 0;
}

/** The newest case study tagged with the service's slug (posts are newest first). */
function caseStudyOf(allContent: Record<string, Record<string, unknown>>, slug: string): ServicePageData['caseStudy'] {
  const posts = (allContent[BLOG]?.['case-studies'] as BlogContent | undefined)?.blogPosts ?? [];
  const post = posts.find(({metadata}) => metadata.tags.some((tag) => tag.permalink.endsWith(`/${slug}`)));
  if (!post) return undefined;
  const {title, description, permalink} = post.metadata;
  return {title, description, permalink};
}

function keyFactsOf(slug: string): ServiceKeyFacts {
  const terms = getServiceTerms(slug as ServiceSlug);
  const security = terms.rows.find((r) => /^security$/i.test(r.label))?.value;
  return {asAt: terms.asAt, facts: keyFacts(terms.rows), security};
}

/** A service page's own key facts, with the dated note its strip ends with. */
function pageKeyFactsOf(slug: string): ServicePageData['keyFacts'] {
  return {...keyFactsOf(slug), note: datedNote(slug as ServiceSlug)};
}

/** Where a service page's data is written, under @generated/content-index/default/. */
export function servicePageDataFile(slug: string): string {
  return `service-pages/${slug}.json`;
}

export default function contentIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-index',
    async allContentLoaded({allContent, actions}) {
      const all = allContent as Record<string, Record<string, unknown>>;

      const services: ServiceSummary[] = docsOf(all, 'services').map((doc) => ({
        slug: doc.id,
        title: doc.title,
        summary: String(doc.frontMatter.summary ?? doc.description),
        category: serviceRecord(doc.id as ServiceSlug).category,
        icon: serviceRecord(doc.id as ServiceSlug).icon,
        permalink: doc.permalink,
      }));

      const guides = docsOf(all, 'guides')
        .filter((doc) => doc.id !== 'index')
        .map((doc) => ({
          slug: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          topic: String(doc.frontMatter.topic),
          date: doc.lastUpdatedAt ? new Date(doc.lastUpdatedAt).toISOString().slice(0, 10) : undefined,
          minutes: Number(doc.frontMatter.reading_minutes ?? 1),
        }));

      const index: ContentIndex = {
        services,
        marketRanges: marketRanges(),
        guides: {
          count: guides.length,
          featured: FEATURED_GUIDES.map((slug) => {
            const guide = guides.find((g) => g.slug === slug);
            // Stops the build: a renamed or removed guide would otherwise drop off the hub unnoticed.
            if (!guide) throw new Error(`content-index: featured guide "${slug}" is not in docs/guides`);
            const {title, description, permalink, date, minutes} = guide;
            return {title, description, permalink, date, minutes};
          }),
        },
        caseStudies: {count: countPosts(all, 'case-studies'), latest: latestPosts(all, 'case-studies')},
        insights: {count: countPosts(all, 'insights'), latest: latestPosts(all, 'insights')},
      };

      // The FAQs page is the one home of its questions' structured data; a service page repeating one leaves it out.
      const faqsPageQuestions = docsOf(all, 'faqs').flatMap((doc) =>
        ((doc.frontMatter.faq_groups ?? []) as {questions: {question: string}[]}[]).flatMap((group) =>
          group.questions.map((qa) => questionKey(qa.question)),
        ),
      );

      // Titles by slug, so guides can name the services they link to. Written as a data file that guides import
      // (@generated/content-index/default/...), not as global data, which Docusaurus puts in the JavaScript of
      // every page.
      const serviceTitles: ServiceTitles = Object.fromEntries(services.map((s) => [s.slug, s.title]));
      await actions.createData('service-titles.json', JSON.stringify(serviceTitles));

      // The phone menu's services, by group (src/components/MobileMenu): titles and links only, since the menu is
      // in every page's script.
      const serviceMenu: ServiceMenu = serviceCategories.map(({id, label}) => ({
        id,
        label,
        services: services.filter((s) => s.category === id).map((s) => ({title: s.title, permalink: s.permalink})),
      }));
      await actions.createData('service-menu.json', JSON.stringify(serviceMenu));

      // Each guide's updated date and reading time by its path, for the guides list (GuideDirectory), which lists the
      // guides from the sidebar: the same dates the hub shows and the minutes the guide's byline shows.
      const guideCards: GuideCardDetails = Object.fromEntries(
        guides.map(({permalink, date, minutes}) => [permalink, {date, minutes}]),
      );
      await actions.createData('guide-cards.json', JSON.stringify(guideCards));

      // The calculators' cards and links (home, /resources, /resources/tools, guides, service pages): names and
      // questions only.
      // One order wherever they are listed (home, the hub, the tools list): the featured ones first, the phone's three.
      const featuredFirst = [...calculators.filter((c) => c.featured), ...calculators.filter((c) => !c.featured)];
      const calculatorCards: CalculatorCard[] = featuredFirst.map(({slug, name, answers, icon, featured}) => ({
        slug,
        name,
        answers,
        icon,
        featured,
        path: calculatorPath(slug),
      }));
      await actions.createData('calculator-cards.json', JSON.stringify(calculatorCards));

      // The /services comparison shows every service's key facts.
      const keyFactsBySlug: ServiceKeyFactsBySlug = Object.fromEntries(
        services.map((s) => [
          s.slug,
          {...keyFactsOf(s.slug), compared: comparedFacts(getServiceTerms(s.slug as ServiceSlug).rows)},
        ]),
      );
      await actions.createData('service-key-facts.json', JSON.stringify(keyFactsBySlug));

      // One file per service page, with only what that page shows: the remark-service-page plugin makes it the
      // page's own export (a shared file would put all fourteen services' data in every service page's script).
      const guideTitles = new Map(guides.map((g) => [g.slug, g.title]));
      // The readiness check's result names each fitting service's first guide: the page's own order, its lead read.
      const serviceGuides: ServiceGuides = {};
      const serviceCalculators: ServiceCalculators = {};
      for (const doc of docsOf(all, 'services')) {
        const listed = (doc.frontMatter.guides ?? []) as string[];
        const lead = guides.find((g) => g.slug === listed[0]);
        if (lead) serviceGuides[doc.id] = {title: lead.title, permalink: lead.permalink};
        const questions = ((doc.frontMatter.faq ?? []) as {question: string}[]).map((qa) => questionKey(qa.question));
        // Checked against the calculators' slugs by the front matter's schema (src/content/frontMatter.ts).
        const listedCalculators = (doc.frontMatter.calculators ?? []) as CalculatorSlug[];
        serviceCalculators[doc.id] = listedCalculators;
        const [leading] = listedCalculators;
        const data: ServicePageData = {
          keyFacts: pageKeyFactsOf(doc.id),
          caseStudy: caseStudyOf(all, doc.id),
          relatedGuides: listed.flatMap((slug) => {
            const title = guideTitles.get(slug);
            return title ? [{slug, title}] : [];
          }),
          questionsOnFaqsPage: questions.filter((key) => faqsPageQuestions.includes(key)),
          calculatorExample:
            leading && doc.frontMatter.calculator_example !== false ? calculatorExample(leading) : undefined,
          calculatorAction: leading && (calculatorBySlug[leading].heroAction ?? 'Work out yours'),
        };
        await actions.createData(servicePageDataFile(doc.id), JSON.stringify(data));
      }
      await actions.createData('service-guides.json', JSON.stringify(serviceGuides));
      await actions.createData('service-calculators.json', JSON.stringify(serviceCalculators));

      // The hub's glossary and FAQ rows: a few terms (HUB_TERMS) and the first question of each of the FAQs' first
      // three topics, each linking to its place on its page. Only the hub loads this file.
      const glossary = docsOf(all, 'glossary')[0];
      if (!glossary) throw new Error('content-index: the glossary has no page');
      const terms = glossaryTerms(
        fs.readFileSync(path.join(context.siteDir, glossary.source.replace(/^@site\//, '')), 'utf8'),
      );
      const hub: HubExtras = {
        terms: HUB_TERMS.map((id) => {
          const term = terms.get(id);
          // Stops the build: a renamed term would otherwise link to the top of the glossary.
          if (!term) throw new Error(`content-index: glossary term "${id}" is not in ${glossary.source}`);
          return {term, permalink: `${glossary.permalink}#${id}`};
        }),
        questions: docsOf(all, 'faqs').flatMap((doc) =>
          ((doc.frontMatter.faq_groups ?? []) as {topic: string; questions: {question: string; answer: string}[]}[])
            .slice(0, 3)
            .flatMap((group) =>
              group.questions.slice(0, 1).map((qa) => ({
                question: qa.question,
                answer: firstSentence(qa.answer),
                topic: group.topic,
                permalink: `${doc.permalink}#${slugify(group.topic)}`,
              })),
            ),
        ),
      };
      const hubModule = await actions.createData('resources-hub.json', JSON.stringify(hub));

      const indexModule = await actions.createData('content-index.json', JSON.stringify(index));
      for (const page of pages) {
        const modules: Record<string, string> = {
          index: indexModule,
          ...(page.path === '/resources' && {hub: hubModule}),
        };
        actions.addRoute({path: page.path, component: page.component, exact: true, modules});
      }
    },
  };
}
