/**
 * schema.org data for the pages' own blocks: breadcrumbs, guides (Article),
 * case studies and insights (BlogPosting), calculators (WebApplication), the
 * glossary (DefinedTermSet) and the contact and about pages. The business is
 * referred to by @id (see businessStructuredData.ts), never copied.
 */
import type {
  AboutPage,
  Article,
  BlogPosting,
  BreadcrumbList,
  ContactPage,
  DefinedTermSet,
  Person,
  WebApplication,
  WebPage,
  WithContext,
} from 'schema-dts';
import {business} from '../business';
import type {Credit, Credits} from './credits';
import {organizationId, organizationRef, websiteId} from './businessStructuredData';
import {socialImageUrl} from './socialImage';

const context = 'https://schema.org';
const absolute = (path: string) => `${business.url}${path === '/' ? '/' : path}`;

export interface Crumb {
  name: string;
  path: string;
}

/** `crumbs` run from the first section after Home to the current page (last). */
export function breadcrumbData(crumbs: readonly Crumb[]) {
  const current = crumbs.at(-1);
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    ...(current ? {'@id': `${absolute(current.path)}#breadcrumb`} : {}),
    itemListElement: [{name: 'Home', path: '/'}, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/** A person from the owner's team, with the role and qualifications the team data gives (it holds no address or profile). */
export function personData(credit: Credit) {
  return {
    '@type': 'Person' as const,
    name: credit.name,
    jobTitle: credit.role,
    worksFor: organizationRef,
    ...(credit.credentials
      ? {hasCredential: {'@type': 'EducationalOccupationalCredential' as const, name: credit.credentials}}
      : {}),
  } satisfies Person;
}

/**
 * Who wrote an article, as its byline names them (src/components/ArticleByline):
 * the person from the owner's team when the article names one; otherwise the
 * business itself, by @id, because the lending team is
 * the business, not a person. Never a name the byline does not show.
 */
export function authorData(credits: Credits = {}) {
  return credits.author ? personData(credits.author) : organizationRef;
}

/**
 * The article's page, when it has been reviewed: schema.org gives `reviewedBy`
 * and `lastReviewed` to a WebPage, not to an Article, so they sit on the page
 * the article is the main entity of. Without a reviewer or review date, the
 * page's address alone, as before.
 */
function pageData(url: string, credits: Credits, reviewedOn?: string) {
  if (!credits.reviewer && !reviewedOn) return url;
  return {
    '@type': 'WebPage' as const,
    '@id': url,
    ...(credits.reviewer ? {reviewedBy: personData(credits.reviewer)} : {}),
    ...(reviewedOn ? {lastReviewed: reviewedOn} : {}),
  } satisfies WebPage;
}

interface ArticleInput {
  type: 'Article' | 'BlogPosting';
  title: string;
  description: string;
  permalink: string;
  datePublished: string;
  dateModified: string;
  /** The people the byline names, resolved at build time (src/content/articleExtras.ts). */
  credits?: Credits;
  /** When the content was last checked against its sources (front matter `reviewed_on`). */
  reviewedOn?: string;
  keywords?: readonly string[];
  /** The list the post belongs to, e.g. /resources/case-studies. */
  blogPath?: string;
}

export function articleData(input: ArticleInput) {
  const url = absolute(input.permalink);
  return {
    '@context': context,
    '@type': input.type,
    '@id': `${url}#article`,
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: pageData(url, input.credits ?? {}, input.reviewedOn),
    image: socialImageUrl(input.permalink),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: authorData(input.credits),
    publisher: organizationRef,
    inLanguage: 'en-AU',
    isPartOf: input.blogPath ? {'@type': 'Blog', '@id': absolute(input.blogPath)} : {'@id': websiteId},
    ...(input.keywords && input.keywords.length > 0 ? {keywords: input.keywords.join(', ')} : {}),
  } satisfies WithContext<Article | BlogPosting>;
}

export function webApplicationData(input: {name: string; description: string; path: string}) {
  return {
    '@context': context,
    '@type': 'WebApplication',
    '@id': `${absolute(input.path)}#app`,
    name: input.name,
    description: input.description,
    url: absolute(input.path),
    image: socialImageUrl(input.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    isAccessibleForFree: true,
    offers: {'@type': 'Offer', price: '0', priceCurrency: 'AUD'},
    provider: organizationRef,
  } satisfies WithContext<WebApplication>;
}

export function definedTermSetData(input: {
  name: string;
  description: string;
  path: string;
  terms: readonly {name: string; id: string}[];
}) {
  const url = absolute(input.path);
  return {
    '@context': context,
    '@type': 'DefinedTermSet',
    '@id': `${url}#terms`,
    name: input.name,
    description: input.description,
    url,
    publisher: organizationRef,
    hasDefinedTerm: input.terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${term.id}`,
      name: term.name,
      url: `${url}#${term.id}`,
      inDefinedTermSet: {'@id': `${url}#terms`},
    })),
  } satisfies WithContext<DefinedTermSet>;
}

/** The contact and about pages, each about the business. */
export function webPageData(input: {
  type: 'ContactPage' | 'AboutPage';
  title: string;
  description: string;
  path: string;
}) {
  const url = absolute(input.path);
  return {
    '@context': context,
    '@type': input.type,
    '@id': `${url}#page`,
    name: input.title,
    description: input.description,
    url,
    isPartOf: {'@id': websiteId},
    about: {'@id': organizationId},
    ...(input.type === 'ContactPage' ? {mainEntity: {'@id': organizationId}} : {}),
  } satisfies WithContext<ContactPage | AboutPage>;
}
