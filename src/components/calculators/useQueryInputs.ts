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
  const committed = useRef(location.search);
  const before = useRef<{element: Element | null; x: number; y: number}>({element: null, x: 0, y: 0});

  // Docusaurus moves focus to the top of the page on every history push (its skip-to-content reset), scrolling
  // there too. That suits a new page, not a scenario change on this one: note focus and scroll before the reset
  // runs (layout effects run first) and put both back after it (this component's effects run after the Layout's).
  // Keyed on the location itself: a commit can push the very query string already shown.
  useLayoutEffect(() => {
    before.current = {element: document.activeElement, x: window.scrollX, y: window.scrollY};
  }, [location]);
  useEffect(() => {
    if (history.action !== 'PUSH') return;
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
    if (location.search !== toSearch(values)) {
      setValues(fromSearch(location.search, defaults));
      committed.current = location.search;
    }
    // Only the URL drives this; `values` changes are written to the URL below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  /** Change several inputs at once; `commit` adds a history entry (as choosing an option does). */
  const update = useCallback(
    (patch: Partial<Inputs<K>>, commit = false) => {
      setValues((previous) => {
        const next = {...previous, ...patch};
        const search = toSearch(next);
        if (commit && search !== committed.current) {
          history.push({search});
          committed.current = search;
        } else {
          history.replace({search});
        }
        return next;
      });
    },
    [history],
  );

  const set = useCallback(
    (key: K, value: string, commit = false) => update({[key]: value} as Partial<Inputs<K>>, commit),
    [update],
  );

  /** Call when a field loses focus: the scenario typed so far becomes a history entry. */
  const commit = useCallback(() => {
    const search = toSearch(values);
    if (search !== committed.current) {
      // Typing replaced the last committed entry; put it back, then add the new scenario after it.
      history.replace({search: committed.current});
      history.push({search});
      committed.current = search;
    }
  }, [history, values]);

  return {values, set, update, commit};
}
