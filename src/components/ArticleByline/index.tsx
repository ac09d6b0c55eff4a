/** Author, last-updated date and reading time under a guide's title. */
import {formatDate} from '../../content/formatDate';
import styles from './styles.module.css';

interface Props {
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  minutes: number;
}

export default function ArticleByline({author, date, minutes}: Props) {
  return (
    <p className={styles.byline}>
      By {author} · Updated <time dateTime={date}>{formatDate(date)}</time> · {minutes} min read
    </p>
  );
}
