/**
 * A doc's title and body, as the theme renders them, plus, on guides, the
 * byline (author, date, reading time) and the Article structured data.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import ArticleByline from '@site/src/components/ArticleByline';
import JsonLd from '@site/src/components/JsonLd';
import {articleData} from '@site/src/content/structuredData';

interface GuideFrontMatter {
  topic?: string;
  last_update?: {date: string; author: string};
  reading_minutes?: number;
}

export default function DocItemContent({children}: {children: ReactNode}) {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const fm = frontMatter as typeof frontMatter & GuideFrontMatter;
  const title = !fm.hide_title && contentTitle === undefined ? metadata.title : null;
  const isGuide = Boolean(fm.topic && fm.last_update);
  const date = fm.last_update ? new Date(fm.last_update.date).toISOString().slice(0, 10) : undefined;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {title && (
        <header>
          <Heading as="h1">{title}</Heading>
        </header>
      )}
      {isGuide && fm.last_update && date && (
        <>
          <ArticleByline author={fm.last_update.author} date={date} minutes={fm.reading_minutes ?? 1} />
          <JsonLd
            data={articleData({
              title: metadata.title,
              description: metadata.description,
              permalink: metadata.permalink,
              dateModified: date,
              author: fm.last_update.author,
            })}
          />
        </>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
