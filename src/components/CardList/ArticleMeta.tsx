import {formatDate} from '@site/src/content/formatDate';
import DotSeparated from '../DotSeparated';

/**
 * An article card's line above its text: the date and the reading time its byline gives ("12 November 2026 · 5 min
 * read"), so a reader choosing between guides sees how long each is before opening it; the topic or kind first
 * ("Interest rates · …", "Case study (illustrative) · …"), so a list can be scanned by subject. It wraps between its
 * parts, never on a dot (DotSeparated).
 */
export default function ArticleMeta({topic, date, minutes}: {topic?: string; date?: string; minutes: number}) {
  return (
    <DotSeparated
      items={[
        ...(topic ? [{key: 'topic', content: topic}] : []),
        ...(date ? [{key: 'date', content: <time dateTime={date}>{formatDate(date)}</time>}] : []),
        {key: 'minutes', content: `${minutes} min read`},
      ]}
    />
  );
}
