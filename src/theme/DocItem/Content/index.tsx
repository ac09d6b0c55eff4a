/**
 * A doc's title and body. Every doc's top is the reading pages' PageHeader
 * (src/components/PageHero/PageHeader): on guides with the topic, the
 * description as a standfirst and the byline (author and reviewer from the
 * owner's team, dates, reading time), then the phone's "On this page"; plus
 * the Article structured data and the guide's share image. On the glossary,
 * its terms as a DefinedTermSet.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import {MDXProvider} from '@mdx-js/react';
import MoneyTable from '@site/src/components/MoneyTable';
import ArticleByline from '@site/src/components/ArticleByline';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import {ArticleTocMobile, useArticleToc} from '@site/src/components/ArticleToc';
import {lendingTeamName, type Credits} from '@site/src/content/credits';
import {guideTopicLabels} from '@site/src/content/guideTopicLabels';
import JsonLd from '@site/src/components/JsonLd';
import ShareImage from '@site/src/components/ShareImage';
import {articleData} from '@site/src/content/structuredData/article';
import {definedTermSetData} from '@site/src/content/structuredData/definedTermSet';

interface GuideFrontMatter {
  topic?: string;
  first_published?: string;
  /** Its author id was checked and moved to `credits.updatedBy` at build time (src/content/articleExtras.ts). */
  last_update?: {date: string};
  reading_minutes?: number;
  reviewed_on?: string;
  /** Added at build time (src/content/articleExtras.ts). */
  credits?: Credits;
}

/** A heading's text from the HTML the table of contents keeps. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const isoDay = (date: string | Date) => new Date(date).toISOString().slice(0, 10);

/** The glossary's terms are its third-level headings (the second level holds the letters). */
function GlossaryData() {
  const {metadata, toc} = useDoc();
  const terms = toc.filter((entry) => entry.level === 3).map((entry) => ({name: plainText(entry.value), id: entry.id}));
  return (
    <JsonLd
      data={definedTermSetData({
        name: metadata.title,
        description: metadata.description,
        path: metadata.permalink.replace(/\/$/, ''),
        terms,
      })}
    />
  );
}

export default function DocItemContent({children}: {children: ReactNode}) {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const fm = frontMatter as typeof frontMatter & GuideFrontMatter;
  const title = !fm.hide_title && contentTitle === undefined ? metadata.title : null;
  const isGuide = Boolean(fm.topic && fm.last_update);
  const updated = fm.last_update ? isoDay(fm.last_update.date) : undefined;
  const published = fm.first_published ? isoDay(fm.first_published) : updated;
  const toc = useArticleToc();
  const showToc = !fm.hide_table_of_contents && toc.length > 0;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {title && (
        <PageHeader
          // The guides list and the glossary are resources lists: they open on the lists' light band, a guide does not.
          light={!isGuide}
          eyebrow={isGuide && fm.topic ? `Guide · ${guideTopicLabels[fm.topic] ?? fm.topic}` : 'Resources'}
          title={title}
          // A list's description stands in its band as the other lists' do (insights, case studies, tools).
          lead={metadata.description}
          meta={
            isGuide && fm.last_update && updated ? (
              <ArticleByline
                teamName={lendingTeamName}
                credits={fm.credits}
                reviewedOn={fm.reviewed_on ? isoDay(fm.reviewed_on) : undefined}
                date={updated}
                // A guide not changed since the day it went live was published then, not updated.
                dateLabel={updated === published ? 'Published' : 'Updated'}
                minutes={fm.reading_minutes ?? 1}
              />
            ) : undefined
          }
        />
      )}
      {showToc && <ArticleTocMobile nodes={toc} />}
      {isGuide && fm.last_update && updated && (
        <>
          <ShareImage title={metadata.title} />
          <JsonLd
            data={articleData({
              type: 'Article',
              title: metadata.title,
              description: metadata.description,
              permalink: metadata.permalink,
              datePublished: published ?? updated,
              dateModified: updated,
              credits: fm.credits,
              reviewedOn: fm.reviewed_on ? isoDay(fm.reviewed_on) : undefined,
            })}
          />
        </>
      )}
      {metadata.permalink.replace(/\/$/, '') === '/resources/glossary' && <GlossaryData />}
      <MDXContent>
        {/* Merged with the site's MDX components: tables right-align their money columns. */}
        <MDXProvider components={{table: MoneyTable}}>{children}</MDXProvider>
      </MDXContent>
    </div>
  );
}
