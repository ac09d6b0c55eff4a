/**
 * The byline under an article's title: who wrote it, who reviewed it and
 * when, the date it was updated (and by whom, when a guide names them) or
 * published, and the reading time. People
 * appear only when the article names them and the owner has added them to
 * the team (src/content/credits.ts); otherwise the author is the business's
 * lending team, and nothing stands in for a missing reviewer.
 */
import type {Credits} from '../../content/credits';
import {formatDate} from '../../content/formatDate';
import styles from './styles.module.css';

interface Props {
  /** The business as author, used when no team member is named: lendingTeamName (src/content/credits.ts). */
  teamName: string;
  credits?: Credits;
  /** ISO date the content was last reviewed (front matter `reviewed_on`). */
  reviewedOn?: string;
  /** ISO date of the last update (guides) or of publication (posts). */
  date: string;
  dateLabel: 'Updated' | 'Published';
  minutes: number;
}

const Day = ({iso}: {iso: string}) => <time dateTime={iso}>{formatDate(iso)}</time>;

export default function ArticleByline({teamName, credits = {}, reviewedOn, date, dateLabel, minutes}: Props) {
  const {author, reviewer, updatedBy} = credits;
  return (
    <p className={styles.byline} data-testid="article-byline">
      <span>
        By{' '}
        {author ? (
          <>
            <strong>{author.name}</strong>, {author.role}
          </>
        ) : (
          <strong>{teamName}</strong>
        )}
      </span>
      {reviewer ? (
        <span>
          Reviewed by <strong>{reviewer.name}</strong>, {reviewer.role}
          {reviewer.credentials ? ` (${reviewer.credentials})` : ''}
          {reviewedOn && (
            <>
              {' '}
              on <Day iso={reviewedOn} />
            </>
          )}
        </span>
      ) : (
        reviewedOn && (
          <span>
            Last reviewed <Day iso={reviewedOn} />
          </span>
        )
      )}
      <span>
        {dateLabel} <Day iso={date} />
        {updatedBy && (
          <>
            {' '}
            by <strong>{updatedBy.name}</strong>
          </>
        )}
      </span>
      <span>{minutes} min read</span>
    </p>
  );
}
