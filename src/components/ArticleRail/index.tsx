/**
 * Under a case study's contents, from 1280 px: its deal at a glance, read from the same front matter and rows
 * (src/components/DealAtAGlance/deal.ts) as the copy the build writes at the top of the text
 * (src/plugins/remark-article-extras), so the rail beside six screens of text is not a short list and then blank.
 * CSS shows one copy at a time: this one in the rail at 1280 px and up, the text's own below that. Left out of the
 * search index (the text's copy is indexed).
 */
import {useId} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {dealRows, type ScenarioFrontMatter} from '../DealAtAGlance/deal';
import {formatDate} from '../../content/formatDate';

export default function ArticleRail({className}: {className?: string}) {
  const {frontMatter, metadata} = useBlogPost();
  const headingId = useId();
  const scenario = (frontMatter as {scenario?: ScenarioFrontMatter}).scenario;
  if (!scenario) return null;
  const asAt = metadata.date.slice(0, 10);
  return (
    <section className={`deal-glance ${className ?? ''}`} aria-labelledby={headingId} data-pagefind-ignore="all">
      <div className="deal-glance__head">
        <h2 id={headingId} className="deal-glance__title">
          Deal at a glance
        </h2>
        <p className="deal-glance__note">
          <strong>Illustrative example</strong>, figures indicative as at{' '}
          <time dateTime={asAt}>{formatDate(asAt)}</time>
        </p>
      </div>
      <dl className="deal-glance__rows">
        {dealRows(scenario).map((row) => (
          <div key={row.label} className="deal-glance__row">
            <dt>{row.label}</dt>
            <dd className={row.numeric ? 'deal-glance__numeric' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
