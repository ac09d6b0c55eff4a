/**
 * A case study's or insight's BlogPosting data, replacing the theme's: the
 * author as the byline names them (a person from the owner's team, otherwise
 * the business by @id: the lending team is the business, not a person), the
 * reviewer and review date when given, the business as publisher, the post's
 * share image and its dates.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import JsonLd from '@site/src/components/JsonLd';
import type {Credits} from '@site/src/content/credits';
import {articleData} from '@site/src/content/structuredData/article';

interface PostFrontMatter {
  reviewed_on?: string;
  /** Added at build time (src/content/articleExtras.ts). */
  credits?: Credits;
}

const isoDay = (date: string | number | Date) => new Date(date).toISOString().slice(0, 10);

export default function BlogPostStructuredData() {
  const {metadata, frontMatter} = useBlogPost();
  const fm = frontMatter as typeof frontMatter & PostFrontMatter;
  const published = isoDay(metadata.date);
  const modified = metadata.lastUpdatedAt ? isoDay(metadata.lastUpdatedAt) : published;
  return (
    <JsonLd
      data={articleData({
        type: 'BlogPosting',
        title: metadata.title,
        description: metadata.description,
        permalink: metadata.permalink,
        datePublished: published,
        dateModified: modified,
        credits: fm.credits,
        reviewedOn: fm.reviewed_on ? isoDay(fm.reviewed_on) : undefined,
        keywords: metadata.tags.map((tag) => tag.label),
        blogPath: metadata.permalink.replace(/\/[^/]+$/, ''),
      })}
    />
  );
}
