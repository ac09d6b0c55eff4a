/** "Deal at a glance" at the top of a case study: the loan's key terms from its front matter, marked illustrative and dated. */
import {formatDate} from '../../content/formatDate';
import {dealRows, type ScenarioFrontMatter} from './deal';
import styles from './styles.module.css';

interface Props {
  scenario: ScenarioFrontMatter;
  /** ISO date the figures are as at: the case study's date. */
  asAt: string;
}

export default function DealAtAGlance({scenario, asAt}: Props) {
  return (
    <section className={styles.panel} aria-labelledby="deal-at-a-glance">
      <div className={styles.head}>
        <h2 id="deal-at-a-glance" className={styles.title}>
          Deal at a glance
        </h2>
        <p className={styles.note}>
          <strong>Illustrative example</strong>, figures indicative as at{' '}
          <time dateTime={asAt}>{formatDate(asAt)}</time>
        </p>
      </div>
      <dl className={styles.rows}>
        {dealRows(scenario).map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd className={row.numeric ? styles.numeric : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
