/**
 * A calculator's inputs, kept in the page's query string so a scenario can be
 * bookmarked and shared. Typing replaces the history entry (no entry per
 * keystroke); leaving a field or choosing an option adds one, so the back
 * button steps back through scenarios.
 */
import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export type Inputs<K extends string> = Record<K, string>;

function fromSearch<K extends string>(search: string, defaults: Inputs<K>): Inputs<K> {
  const params = new URLSearchParams(search);
  const values = {...defaults};
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

function toSearch<K extends string>(values: Inputs<K>): string {
  return `?${new URLSearchParams(values as Record<string, string>).toString()}`;
}

export function useQueryInputs<K extends string>(defaults: Inputs<K>) {
  const location = useLocation();
  const history = useHistory();
  // The server renders the defaults; the URL's scenario is applied after hydration (effect below),
  // so the first client render matches the HTML.
  const [values, setValues] = useState<Inputs<K>>(defaults);
  // The latest inputs, read by the handlers below, so the URL is written outside React's state updates.
  const latest = useRef(values);
  // The query string this hook last wrote, to tell its own URL changes from back, forward and shared links.
  const written = useRef<string | null>(null);
  // The query string of the current history entry: typing replaces it, leaving a field adds a new one.
  const committed = useRef(location.search);
  const before = useRef<{element: Element | null; x: number; y: number}>({element: null, x: 0, y: 0});

  // Docusaurus moves focus to the top of the page on every history push (its skip-to-content reset), scrolling
  // there too. That suits a new page, not a scenario change on this one: note focus and scroll before the reset
  // runs (layout effects run first) and put both back after it (this component's effects run after the Layout's).
  // Keyed on the location itself: a commit can push the very query string already shown.
  // Arriving from another page is a push too, but there the reset is right: the calculator opens at its top,
  // not at the last page's scroll position, so the first run (the page's mount) leaves it alone.
  const arrived = useRef(false);
  useLayoutEffect(() => {
    before.current = {element: document.activeElement, x: window.scrollX, y: window.scrollY};
  }, [location]);
  useEffect(() => {
    const onThisPage = arrived.current;
    arrived.current = true;
    if (!onThisPage || history.action !== 'PUSH') return;
    const {element, x, y} = before.current;
    const current = document.activeElement;
    if (current !== element) {
      if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
        element.focus({preventScroll: true});
      } else if (current instanceof HTMLElement) {
        current.blur();
      }
    }
    if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
    // history.action is read as the location changes; history itself is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  // Opening a shared link, and back and forward, change the URL: show that scenario.
  useEffect(() => {
    if (location.search !== written.current) {
      const next = fromSearch(location.search, defaults);
      latest.current = next;
      setValues(next);
      written.current = location.search;
      // Only the first load, back and forward (POP) land on a committed entry. A render that lags behind
      // this hook's own replace (typing before the first effect has run) must not move it, or leaving the
      // field would add no history entry and Back would leave the page.
      if (history.action === 'POP') committed.current = location.search;
    }
    // Only the URL drives this; `values` changes are written to the URL below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  /** Change several inputs as one step (one history entry when committed), e.g. an option and what it implies. */
  const setMany = useCallback(
    (changes: Partial<Inputs<K>>, commit = false) => {
      const next = {...latest.current, ...changes};
      latest.current = next;
      setValues(next);
      const search = toSearch(next);
      written.current = search;
      if (commit && search !== committed.current) {
        history.push({search});
        committed.current = search;
      } else {
        history.replace({search});
      }
    },
    [history],
  );

  const set = useCallback(
    (key: K, value: string, commit = false) => setMany({[key]: value} as Partial<Inputs<K>>, commit),
    [setMany],
  );

  /** Call when a field loses focus: the scenario typed so far becomes a history entry. */
  const commit = useCallback(() => {
    const search = toSearch(latest.current);
    if (search !== committed.current) {
      // Typing replaced the last committed entry; put it back, then add the new scenario after it.
      history.replace({search: committed.current});
      history.push({search});
      written.current = search;
      committed.current = search;
    }
  }, [history]);

  return {values, set, setMany, commit};
}
