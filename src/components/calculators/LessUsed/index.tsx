/**
 * Inputs most visitors leave at their usual values, folded on a phone so the results come sooner: a closed
 * disclosure whose summary gives the first three values in force and how many more it holds. From
 * 900 px, where the results sit beside the form, the stylesheet shows it open, with no summary.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import type {ScenarioLine} from '../../../enquiry/scenario';
import styles from '../calculator.module.css';

interface Props {
  legend: string;
  /** The group's fields in words, as the form shows them. */
  values: readonly ScenarioLine[];
  /** One of its fields needs fixing: it opens (and stays open while she fixes it). */
  needsFix: boolean;
  children: ReactNode;
}

export default function LessUsed({legend, values, needsFix, children}: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (needsFix && details.current) details.current.open = true;
  }, [needsFix]);
  return (
    <details ref={details} className={styles.lessUsed}>
      <summary>
        <span className="site-heading-face">{legend}</span>
        <span className={styles.lessUsedValues} data-testid="less-used-values">
          {values
            .slice(0, 3)
            .map(({label, value}) => `${label}: ${value}`)
            .join('; ')}
          {values.length > 3 && `; and ${values.length - 3} more`}
        </span>
      </summary>
      {children}
    </details>
  );
}
