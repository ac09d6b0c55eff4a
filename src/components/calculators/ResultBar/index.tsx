/**
 * On a phone the results sit below the key figures, out of sight while the visitor types. This bar keeps the
 * main figure at the bottom of the screen until the results themselves scroll into view, and again while she
 * changes a setting under "Adjust assumptions", which follows the results (#adjust-assumptions).
 *
 * It only repeats, for the eye, what the estimate's status line (CalculatorShell) already announces, so it is
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
}

type Place = 'above' | 'below' | undefined;

/** The screen less the bar's 72 px at its bottom, as an IntersectionObserver root margin. */
const ABOVE_THE_BAR = '0px 0px -72px 0px';

/** Where the element `selector` finds lies against the screen as it scrolls: above it, below it, or (undefined) on it. */
export function usePlace(selector: string, rootMargin?: string, remount?: unknown): Place {
  // Below on the first render: on a phone the results start below the form.
  const [place, setPlace] = useState<Place>('below');
  useEffect(() => {
    const target = document.querySelector(selector);
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPlace(entry.isIntersecting ? undefined : entry.boundingClientRect.top > 0 ? 'below' : 'above');
      },
      {rootMargin},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [selector, rootMargin, remount]);
  return place;
}

export default function ResultBar({headline}: Props) {
  // The bar steps aside once the results' first figures (what follows "Your estimate", or the request to fix a field)
  // show above it, and stays away further down the page, past the assumptions (usePlace gives undefined while they
  // are on screen). The figures, not the section: a heading peeping in at the bottom (on a 375 x 812 phone "Your
  // estimate" sat at 808 px) must not take the figures away, and cards already on screen (half the cards at 768 x
  // 1024) must not sit under a bar repeating them. The assumptions likewise count as on screen only above the bar, or
  // it came back over the lines just above them (a 320 px phone). 72 px: the bar's height.
  const results = usePlace('#results-heading + *', ABOVE_THE_BAR, headline === undefined);
  const assumptions = usePlace('#adjust-assumptions', ABOVE_THE_BAR);
  const shown = results === 'below' || (results === 'above' && assumptions === undefined);

  // A phone's on-screen keyboard covers the bottom of the page without resizing it, which would hide the bar
  // exactly while the visitor types: lift the bar by the height the keyboard takes (not while pinch-zoomed).
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const place = () =>
      setLift(
        Math.abs(viewport.scale - 1) < 0.01
          ? Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop))
          : 0,
      );
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
    };
  }, []);

  return (
    <div
      className={styles.bar}
      data-hidden={shown ? undefined : 'true'}
      style={lift > 0 ? {transform: `translateY(-${lift}px)`} : undefined}
      aria-hidden="true"
      data-testid="result-bar">
      {headline === undefined ? (
        <p className={styles.fix}>No estimate until the fields marked with a message are fixed.</p>
      ) : (
        headline.map((figure, i) => (
          <p key={`${i}-${figure.label}`} className={styles.figure}>
            <span className={styles.label}>{figure.label}</span>
            <span className={styles.value}>{figure.value}</span>
          </p>
        ))
      )}
    </div>
  );
}
