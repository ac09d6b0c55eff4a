/**
 * A calculator's inputs, kept in the page's query string so a scenario can be
 * bookmarked and shared. Every change replaces the page's history entry
 * instead of adding one: one press of Back leaves the
 * calculator for the page she came from, where she was on it, rather than
 * stepping back through the figures she typed to the defaults.
 *
 * Which fields she typed in is kept in the same entry's history state: a figure she typed is hers even where it
 * equals the example's, and a reload or Back and Forward must not make it the example's again (a trial: after a
 * reload the broker's e-mail said her results rested on the calculator's example figures).
 *
 * The address may also say which of its figures are another calculator's example (`example=rate1,years1`): the asset
 * finance calculator's "Compare the two" hands its whole loan to the loan comparison, figures she never typed among
 * them, which reached the broker as hers. Kept in the address as she changes figures, so a reload keeps it too.
 */
import {useCallback, useLayoutEffect, useRef, useState} from 'react';
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

/** The fields she typed in, as kept in a history entry's state; none for an entry this hook did not write. */
function typedIn(state: unknown): ReadonlySet<string> {
  const typed = (state as {typed?: unknown} | null | undefined)?.typed;
  return new Set(Array.isArray(typed) ? typed.filter((key) => typeof key === 'string') : []);
}

const EXAMPLE_PARAM = 'example';

/** The fields the address marks as another calculator's example. */
function examplesIn(search: string): ReadonlySet<string> {
  return new Set(new URLSearchParams(search).get(EXAMPLE_PARAM)?.split(',').filter(Boolean));
}

function toSearch<K extends string>(values: Inputs<K>, examples: ReadonlySet<string>): string {
  const params = new URLSearchParams(values as Record<string, string>);
  if (examples.size > 0) params.set(EXAMPLE_PARAM, [...examples].join(','));
  return `?${params.toString()}`;
}

export function useQueryInputs<K extends string>(defaults: Inputs<K>) {
  const location = useLocation();
  const history = useHistory();
  // The server renders the defaults; the URL's scenario is applied after hydration (effect below),
  // so the first client render matches the HTML.
  const [values, setValues] = useState<Inputs<K>>(defaults);
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  const [examples, setExamples] = useState<ReadonlySet<string>>(new Set());
  const latestExamples = useRef(examples);
  // The latest inputs and typed fields, read by the handlers below, so the URL is written outside React's updates.
  const latest = useRef(values);
  const latestTyped = useRef(typed);
  // The query string this hook last wrote, to tell its own URL changes from a shared link or forward.
  const written = useRef<string | null>(null);

  // Opening a shared link, or coming back by Forward, changes the URL: show that scenario. A layout effect, run in the
  // same commit as hydration: in a passive one's gap a keystroke read the example's figures as the page's and wrote
  // them over the address's (a reload of a compared loan lost Loan 1's figures to the example's).
  useLayoutEffect(() => {
    if (location.search !== written.current) {
      const next = fromSearch(location.search, defaults);
      latest.current = next;
      setValues(next);
      latestTyped.current = typedIn(location.state);
      setTyped(latestTyped.current);
      latestExamples.current = examplesIn(location.search);
      setExamples(latestExamples.current);
      written.current = location.search;
    }
    // Only the URL drives this; `values` changes are written to the URL below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  /** Change several inputs as one step, e.g. an option and what it implies. */
  const setMany = useCallback(
    (changes: Partial<Inputs<K>>) => {
      const next = {...latest.current, ...changes};
      latest.current = next;
      setValues(next);
      const search = toSearch(next, latestExamples.current);
      // The same address (a figure written again as it was, as leaving a field she typed commas in does): nothing to
      // write, and through the router it would scroll the page to the top under the pointer, losing a click on a
      // link there (an equipment buyer's re-check: "Compare the two" after typing "82,000").
      if (search === written.current) return;
      written.current = search;
      history.replace({search, state: {typed: [...latestTyped.current]}});
    },
    [history],
  );

  const set = useCallback((key: K, value: string) => setMany({[key]: value} as Partial<Inputs<K>>), [setMany]);

  /** Fields she typed in, or figures that are hers though she did not type them here (`hers` false: no longer). */
  const markTyped = useCallback((keys: readonly string[], hers = true) => {
    const before = latestTyped.current;
    const next = new Set(hers ? [...before, ...keys] : [...before].filter((key) => !keys.includes(key)));
    if (next.size === before.size) return;
    latestTyped.current = next;
    setTyped(next);
    // Into the browser's entry as the router keeps it ({key, state}: the `history` package react-router 5 uses),
    // not through the router: the address is unchanged, and Docusaurus scrolls to the top on a move to the same
    // address, as for a click on a link to the page itself (a re-check: the first key in a field jumped the page).
    // The next change of a figure writes it through the router too; the e2e test of a reload reads it back.
    window.history.replaceState({...window.history.state, state: {typed: [...next]}}, '');
  }, []);

  return {values, set, setMany, typed, markTyped, examples};
}
