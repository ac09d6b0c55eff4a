/**
 * The search box in the navbar and the mobile menu: results as the visitor
 * types, Enter for the full results page (/search?q=...), Ctrl+K (Cmd+K) to
 * jump to it from anywhere. The results panel and the search engine load on
 * first focus (SearchPanel.tsx), not with the page.
 */
import {lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import clsx from 'clsx';
import {loadSearch} from './searchEngine';
import {searchPath} from './searchPath';
import styles from './styles.module.css';

const loadPanel = () => import('./SearchPanel');

/*
 * If the panel's code cannot be fetched (the connection dropped), the panel says so; the page-wide notice
 * for a script that did not load (src/client/loadFailureNotice.ts) shows as well, with its reload button.
 * The failed component is then swapped for a fresh lazy one: the next keystroke re-renders the box, React
 * mounts the new component, and it fetches the code again.
 */
function PanelUnavailable() {
  return (
    <p className={styles.note}>Search is not available right now. Check your connection; it tries again as you type.</p>
  );
}

function lazyPanel() {
  return lazy(() =>
    loadPanel().catch(() => {
      SearchPanel = lazyPanel();
      return {default: PanelUnavailable};
    }),
  );
}
let SearchPanel = lazyPanel();

interface Props {
  /** Only one box on the page answers the keyboard shortcut. */
  shortcut?: boolean;
  className?: string;
  onNavigate?: () => void;
  /** A Search button beside the box (the not-found page's box, as the search page's), not only Enter. */
  button?: boolean;
}

export default function SearchBox({shortcut = false, className, onNavigate, button = false}: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  // The panel under the box: what aria-controls names and the arrow keys move through.
  const panelId = useId();

  useEffect(() => {
    if (!shortcut) return undefined;
    // Ctrl+K or Cmd+K, never a single key such as "/": a key without a modifier would fire for a speech-input
    // user's dictation or a stray keystroke (WCAG 2.1.4).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length === 0) return;
    close();
    history.push(searchPath(query));
  };

  const showPanel = open && query.trim().length >= 2;

  const resultLinks = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[id="${panelId}"] a`) ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Only while results show: otherwise Escape is the browser's (clearing the box) and the menu's (closing it).
    if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      event.stopPropagation();
      // Focus first: focusing the box opens the panel (onFocus), and one Escape from a result must close it.
      inputRef.current?.focus();
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // Down in the box brings back the results an Escape closed, as a combobox's list opens.
    if (event.key === 'ArrowDown' && !open && event.target === inputRef.current) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    const links = resultLinks();
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const input = (
    <input
      ref={inputRef}
      type="search"
      name="q"
      className={styles.input}
      placeholder="Search"
      aria-label="Search the site"
      aria-controls={showPanel ? panelId : undefined}
      aria-keyshortcuts={shortcut ? 'Control+K Meta+K' : undefined}
      autoComplete="off"
      value={query}
      onFocus={() => {
        setOpen(true);
        // Both start at once, so the first results wait for neither in turn.
        loadSearch().catch(() => undefined);
        loadPanel().catch(() => undefined);
      }}
      onChange={(event) => {
        setQuery(event.target.value);
        setOpen(true);
      }}
    />
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the input and its result links
    <form
      ref={rootRef}
      role="search"
      // Named apart from the search page's own form and the not-found page's box (two unnamed search landmarks).
      aria-label={button ? 'Search this site' : 'Quick search'}
      action="/search"
      method="get"
      className={clsx(styles.box, className)}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      // Tabbing on past the results closes them: left open, the panel covered the next focused link (WCAG 2.4.11).
      // Only when focus lands on something else: Safari focuses no link on a click or tap (no related target), so a
      // press on a result must not close the panel before it opens the page; the pointerdown handler above closes
      // it for a press outside.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}>
      {button ? (
        <div className={styles.withButton}>
          {input}
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      ) : (
        input
      )}
      {showPanel && (
        <div id={panelId} className={styles.panel}>
          <Suspense fallback={<p className={styles.note}>Searching...</p>}>
            <SearchPanel query={query} onChoose={close} />
          </Suspense>
        </div>
      )}
    </form>
  );
}
