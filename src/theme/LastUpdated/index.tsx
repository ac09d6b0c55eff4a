/**
 * "Last updated on 22 November 2026 by ..." as the theme writes it, without the
 * theme's microdata `itemprop` (it sits in no `itemscope`, which the HTML
 * checker rejects; the page's JSON-LD already carries dateModified).
 */
import type {Props} from '@theme/LastUpdated';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {formatDate} from '@site/src/content/formatDate';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props) {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {date && (
        <>
          {' on '}
          <b>
            <time dateTime={date.toISOString()}>{formatDate(date)}</time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
