import {useEffect, useState} from 'react';
import {searchSite, type SearchAnswer} from './pagefind';

/** A done search names the query (trimmed) its answer is for: the one shown may be older than the box's text. */
export type SearchState =
  {status: 'idle'} | {status: 'loading'} | ({status: 'done'; query: string} & SearchAnswer) | {status: 'error'};

/** Results for the query as it is typed; a slower, older answer never replaces a newer one. */
export function useSiteSearch(query: string, limit?: number): SearchState {
  const [state, setState] = useState<SearchState>({status: 'idle'});
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 2) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    searchSite(trimmed, limit).then(
      (answer) => current && setState({status: 'done', query: trimmed, ...answer}),
      () => current && setState({status: 'error'}),
    );
    return () => {
      current = false;
    };
  }, [query, limit]);
  return state;
}
