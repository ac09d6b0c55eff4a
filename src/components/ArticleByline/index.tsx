/** Author, last-updated date and reading time under a guide's title. */
import styles from './styles.module.css';

interface Props {
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  minutes: number;
}

export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-AU', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export default function ArticleByline({author, date, minutes}: Props) {
  return (
    <p className={styles.byline}>
      By {author} · Updated <time dateTime={date}>{formatDate(date)}</time> · {minutes} min read
    </p>
  );
}
