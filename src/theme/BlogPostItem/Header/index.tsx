/**
 * A case study's or insight's top, replacing the theme's header (title, date
 * and the blog's author block) with the reading pages' PageHeader: the
 * section, the title, the description as a standfirst, the byline (author and
 * reviewer from the owner's team, src/content/credits.ts; otherwise the
 * lending team); a case study's deal at a glance follows as the first thing
 * in its content (src/plugins/remark-article-extras), after a phone's "On this page". Breadcrumbs (visible and structured data) and the share image sit
 * above it. Only post pages render this: the lists show cards.
 */
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import ShareImage from '@site/src/components/ShareImage';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import ArticleByline from '@site/src/components/ArticleByline';
import {PageTocMobile} from '@site/src/components/ArticleToc/TocTree';
import {lendingTeamName, type Credits} from '@site/src/content/credits';
import {wholeMinutes} from '@site/src/content/readingTime';

const sections = [
  {prefix: '/resources/case-studies/', name: 'Case studies', eyebrow: 'Case study', path: '/resources/case-studies'},
  {prefix: '/resources/insights/', name: 'Market insights', eyebrow: 'Market insight', path: '/resources/insights'},
];

interface PostFrontMatter {
  reviewed_on?: string;
  /** Added at build time (src/content/articleExtras.ts). */
  credits?: Credits;
}

const isoDay = (date: string | Date) => new Date(date).toISOString().slice(0, 10);

export default function BlogPostItemHeader() {
  const {metadata, frontMatter, toc} = useBlogPost();
  const fm = frontMatter as typeof frontMatter & PostFrontMatter;
  const section = sections.find((s) => metadata.permalink.startsWith(s.prefix));
  const published = isoDay(metadata.date);
  return (
    <>
      {section && <ShareImage title={metadata.title} />}
      {section && (
        <Breadcrumbs
          article
          trail={[
            {name: 'Resources', path: '/resources'},
            {name: section.name, path: section.path},
            {name: metadata.title, path: metadata.permalink},
          ]}
        />
      )}
      <PageHeader
        eyebrow={section?.eyebrow}
        title={metadata.title}
        lead={metadata.description}
        meta={
          <ArticleByline
            teamName={lendingTeamName}
            credits={fm.credits}
            reviewedOn={fm.reviewed_on ? isoDay(fm.reviewed_on) : undefined}
            date={published}
            dateLabel="Published"
            minutes={wholeMinutes(metadata.readingTime)}
          />
        }
      />
      {/* On a phone, "On this page" as on a guide or a policy (beside the text from 997 px: BlogLayout). */}
      {toc.some((entry) => entry.level === 2) && <PageTocMobile toc={toc} />}
    </>
  );
}
