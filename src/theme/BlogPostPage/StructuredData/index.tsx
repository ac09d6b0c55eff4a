/**
 * A case study's or insight's BlogPosting data, replacing the theme's: the
 * business as publisher and author by @id (the lending team is the business,
 * not a person), the post's share image and its dates.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import JsonLd from '@site/src/components/JsonLd';
import {articleData} from '@site/src/content/structuredData';

export default function BlogPostStructuredData() {
  const {metadata} = useBlogPost();
  const published = new Date(metadata.date).toISOString().slice(0, 10);
  const modified = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString().slice(0, 10) : published;
  return (
    <JsonLd
      data={articleData({
        type: 'BlogPosting',
        title: metadata.title,
        description: metadata.description,
        permalink: metadata.permalink,
        datePublished: published,
        dateModified: modified,
        author: metadata.authors[0]?.name ?? '',
        keywords: metadata.tags.map((tag) => tag.label),
        blogPath: metadata.permalink.replace(/\/[^/]+$/, ''),
      })}
    />
  );
}
