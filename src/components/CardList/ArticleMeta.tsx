import {formatDate} from '@site/src/content/formatDate';

/**
 * An article card's line above its text: the date and the reading time its byline gives ("12 November 2026 · 5 min
 * read"), so a reader choosing between guides sees how long each is before opening it; an insight's topic first
 * ("Interest rates · …"), so a list of them can be scanned by subject.
 */
export default function ArticleMeta({topic, date, minutes}: {topic?: string; date?: string; minutes: number}) {
  return (
    <>
      {topic && (
        <>
          {topic}
          <span aria-hidden="true"> · </span>
        </>
      )}
      {date && (
        <>
          <time dateTime={date}>{formatDate(date)}</time>
          <span aria-hidden="true"> · </span>
        </>
      )}
      {minutes} min read
    </>
  );
}
