/**
 * A post list page (case studies, market insights, or one of their tags): a
 * Blog whose posts are the cards the page shows, with the publisher by @id.
 * Each post's own page carries its full BlogPosting (article.ts) with its byline.
 */
import type {Blog, BlogPosting, WithContext} from 'schema-dts';
import type {PostCard} from '../../plugins/blog-card-lists/types';
import {organizationRef, websiteId} from '../businessStructuredData';
import {absolute, context} from './shared';

export function blogListData(input: {
  title: string;
  description: string;
  permalink: string;
  posts: readonly PostCard[];
}) {
  const url = absolute(input.permalink);
  return {
    '@context': context,
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    name: input.title,
    headline: input.title,
    description: input.description,
    isPartOf: {'@id': websiteId},
    publisher: organizationRef,
    blogPost: input.posts.map(
      (post) =>
        ({
          '@type': 'BlogPosting',
          '@id': absolute(post.permalink),
          url: absolute(post.permalink),
          headline: post.title,
          description: post.description,
          datePublished: post.date,
        }) satisfies BlogPosting,
    ),
  } satisfies WithContext<Blog>;
}
