/**
 * What a printed calculator page (or the browser's "Save as PDF") adds to the results: the date, the link
 * that reopens this scenario and the figures entered, in words. Only printed; the screen has the form.
 * The date and the link are the visitor's own, so they are filled in after hydration, never at build time.
 */
import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {formatDate} from '../../../content/formatDate';
import type {ScenarioLine} from '../../../enquiry/scenario';
import ScenarioLines from '../../ScenarioLines';
import styles from '../calculator.module.css';

/** Today in the visitor's time zone, as "25 November 2026". */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDate(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
}

export default function PrintSummary({lines}: {lines: readonly ScenarioLine[]}) {
  // The address as the visitor sees it, kept up to date as the scenario changes the query string.
  const location = useLocation();
  const [date, setDate] = useState<string>();
  const [link, setLink] = useState('');
  useEffect(() => setDate(today()), []);
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
