/**
 * What a printed calculator page (or the browser's "Save as PDF") adds to the results: the date, the link
 * that reopens this scenario and the figures entered, in words. Only printed; the screen has the form.
 * The date (Sydney's, as the readiness check and the broker date theirs) and the link are filled in after hydration,
 * never at build time.
 */
import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {formatDate, todayInSydney} from '../../../content/formatDate';
import type {ScenarioLine} from '../../../enquiry/scenario';
import ScenarioLines from '../../ScenarioLines';
import styles from '../calculator.module.css';

export default function PrintSummary({lines}: {lines: readonly ScenarioLine[]}) {
  // The address as the visitor sees it, kept up to date as the scenario changes the query string.
  const location = useLocation();
  const [date, setDate] = useState<string>();
  const [link, setLink] = useState('');
  useEffect(() => setDate(formatDate(todayInSydney())), []);
  useEffect(() => setLink(window.location.href), [location]);
  return (
    <section className={styles.printSummary} aria-label="Printed summary" data-testid="print-summary">
      <p>
        Summary prepared{date ? ` on ${date}` : ''}. Reopen this scenario: <span className={styles.link}>{link}</span>
      </p>
      {lines.length > 0 && (
        <>
          <h2>The figures you entered</h2>
          <ScenarioLines lines={lines} />
        </>
      )}
    </section>
  );
}
