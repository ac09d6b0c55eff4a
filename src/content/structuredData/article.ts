/**
 * Guides (Article), case studies and insights (BlogPosting), with the people
 * their bylines name. The business is referred to by @id, never copied.
 */
import type {Article, BlogPosting, Person, WebPage, WithContext} from 'schema-dts';
import type {Credit, Credits} from '../credits';
import {organizationRef, websiteId} from '../businessStructuredData';
import {socialImageUrl} from '../socialImage';
import {absolute, context} from './shared';

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
