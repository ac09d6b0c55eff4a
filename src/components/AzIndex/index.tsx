/**
 * The glossary's A to Z and its filter: from 997 px a rail beside the text that stays in view, so every letter and
 * the filter stay one tap away while reading; narrower, its letters wrap in rows at the top of the glossary
 * (styles.module.css says why). Once those rows have scrolled away, a floating "A–Z" button opens the same letters
 * whenever the reader scrolls back up, so a phone's reader is one tap from any letter anywhere in its 40-odd screens.
 * The letters are the page's H2s, read from its table of contents, so a new
 * letter appears by itself. Typing in the filter hides the terms that do not
 * mention it (filterTerms.ts), says how many match and links the term it names (Enter goes there). The filter is in the
 * page as served, so nothing moves when the scripts arrive; until they do,
 * typing in it does nothing and the whole glossary reads as before.
 */
import {useEffect, useRef, useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {focusTarget} from '../focusTarget';
import {useSettled} from '../useSettled';
import {bestTerm, filterTerms} from './filterTerms';
import styles from './styles.module.css';

export default function AzIndex() {
  const {toc} = useDoc();
  const letters = toc.filter((entry) => entry.level === 2);
  const termEntries = toc.filter((entry) => entry.level === 3);
  const terms = termEntries.length;
  const bar = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState(terms);

  useEffect(() => {
    const root = bar.current?.parentElement;
    if (root) setMatches(filterTerms(root, query));
  }, [query]);

  // The floating button (below the rail's width) shows once the letters at the top are off screen, as the reader scrolls back up (with
  // the back-to-top button under it) or while its letters are open; while she reads on down it covers nothing.
  // With no script, always.
  const jump = useRef<HTMLDetailsElement>(null);
  const [barInView, setBarInView] = useState(false);
  const [scrollingUp, setScrollingUp] = useState(false);
  const [jumpOpen, setJumpOpen] = useState(false);
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setBarInView(entry!.isIntersecting));
    observer.observe(el);
    let lastY = window.scrollY;
    const onScroll = () => {
      // A few pixels either way is a finger resting, not a direction.
      if (Math.abs(window.scrollY - lastY) < 8) return;
      setScrollingUp(window.scrollY < lastY);
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  // A letter tapped in the floating panel closes it: the page moves to the letter and nothing covers the terms.
  const closeJump = () => jump.current?.removeAttribute('open');
  // Escape closes it too, from anywhere in it, with focus back on its button (a listener on the panel as a whole: its
  // letters are links, and keys reach it from them).
  useEffect(() => {
    const panel = jump.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.open) return;
      closeJump();
      panel.querySelector('summary')?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, []);
  const letterLinks = letters.map((entry) => (
    <li key={entry.id}>
      <a href={`#${entry.id}`} onClick={closeJump}>
        {entry.value}
      </a>
    </li>
  ));

  const filtering = query.trim() !== '';
  const best = bestTerm(termEntries, query);
  // Spoken once typing pauses ("9 of 113 terms match"), not at every letter; the list itself filters at once.
  const count = useSettled(filtering ? `${matches} of ${terms} terms match` : '', 700);
  return (
    <div ref={bar} className={`site-az ${styles.index}`} data-pagefind-ignore="all">
      <div className={styles.filter}>
        <label htmlFor="glossary-filter" className={styles.filterLabel}>
          Find a term
        </label>
        <input
          id="glossary-filter"
          type="search"
          className={styles.filterInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="go"
          // Enter goes to the best match, as a search box's Enter goes to a result, and takes focus there so a screen
          // reader reads the term (left in the box, focus fell to the page as the box's panel of links went away).
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !best) return;
            window.location.hash = best.id;
            const heading = document.getElementById(best.id);
            if (heading) focusTarget(heading);
          }}
        />
        <p className={styles.count} role="status">
          {count}
        </p>
        {filtering && best && (
          <p className={styles.best}>
            {/* As HTML, as the theme's table of contents renders the same value. */}
            Go to <a href={`#${best.id}`} dangerouslySetInnerHTML={{__html: best.value}} />
          </p>
        )}
      </div>
      <nav aria-label="Glossary A to Z" hidden={filtering}>
        <ul>{letterLinks}</ul>
      </nav>
      <details
        ref={jump}
        className={styles.jump}
        hidden={filtering || barInView || !(scrollingUp || jumpOpen)}
        onToggle={(event) => setJumpOpen(event.currentTarget.open)}>
        <summary aria-label="A–Z: jump to a letter">A–Z</summary>
        <nav aria-label="Jump to a letter">
          <ul>{letterLinks}</ul>
        </nav>
      </details>
      {filtering && matches === 0 && (
        <p className={styles.none}>
          No term mentions “{query.trim()}”. <a href="/contact">Ask a broker</a> what it means.
        </p>
      )}
    </div>
  );
}
