/**
 * On a phone the results sit below a long form, out of sight while the visitor types. This bar keeps the
 * main figure at the bottom of the screen until the results themselves scroll into view.
 *
 * It only repeats, for the eye, what the results region (aria-live="polite") already announces, so it is
 * hidden from assistive technology: no second announcement and no extra landmark.
 */
import {useEffect, useState} from 'react';
import styles from './styles.module.css';

export interface Headline {
  label: string;
  value: string;
}

interface Props {
  /** The main figures (one or two), or undefined while a field needs fixing. */
  headline: readonly Headline[] | undefined;
  /** The id of the results section: the bar steps aside once it is on screen. */
  resultsId: string;
}

export default function ResultBar({headline, resultsId}: Props) {
  // Shown on the first render: on a phone the results start below the form.
  const [resultsBelow, setResultsBelow] = useState(true);

  useEffect(() => {
    const results = document.getElementById(resultsId);
    if (!results || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setResultsBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(results);
    return () => observer.disconnect();
  }, [resultsId]);

  return (
    <div
      className={styles.bar}
      data-hidden={resultsBelow ? undefined : 'true'}
      aria-hidden="true"
      data-testid="result-bar">
      {headline === undefined ? (
        <p className={styles.fix}>No estimate until the highlighted fields are fixed.</p>
      ) : (
        headline.map((figure) => (
          <p key={figure.label} className={styles.figure}>
            <span className={styles.label}>{figure.label}</span>
            <span className={styles.value}>{figure.value}</span>
          </p>
        ))
      )}
    </div>
  );
}
