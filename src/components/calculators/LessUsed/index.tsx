/**
 * The settings most visitors leave as given, after the estimate and "Get a quote" so that on a phone the answer
 * comes straight after the key figures: a closed disclosure, "Adjust assumptions", whose summary lists every value in
 * force, so nothing is folded away unseen. Closed at every width: from 900 px the form is then its key figures, and
 * the sticky answer beside them stays beside the fields that drive it.
 */
import {useEffect, useId, useRef, type ReactNode} from 'react';
import type {ScenarioLine} from '../../../enquiry/scenario';
import styles from '../calculator.module.css';

interface Props {
  /** The disclosure's name: "Adjust assumptions" unless given (a compared loan's "More terms"). */
  title?: string;
  /** Its fields in words, as the form shows them. */
  values: readonly ScenarioLine[];
  /** One of its fields needs fixing: it opens (and stays open while she fixes it). */
  needsFix: boolean;
  children: ReactNode;
}

export default function LessUsed({title = 'Adjust assumptions', values, needsFix, children}: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (needsFix && details.current) details.current.open = true;
  }, [needsFix]);
  const valuesId = useId();
  return (
    <details ref={details} className={styles.lessUsed}>
      {/* Named by its title, the values its description: as its name they made a screen reader say about 300
          characters every time the summary took focus. */}
      <summary aria-label={title} aria-describedby={valuesId}>
        <span className="site-heading-face">{title}</span>
        {/* A label/value list, not a run of text: each setting on its own row, its value in bold to scan. (A summary
            may hold only phrasing content, hence spans laid out as a grid.) */}
        <span id={valuesId} className={styles.lessUsedValues} data-testid="less-used-values">
          {values.map(({label, value}) => (
            <span key={label}>
              {label}: <b>{value}</b>
            </span>
          ))}
        </span>
      </summary>
      {children}
    </details>
  );
}
