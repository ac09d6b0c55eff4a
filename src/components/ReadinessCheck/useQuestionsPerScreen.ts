/**
 * How many questions a screen of the readiness check shows: one on a phone,
 * two from the width where the site's desktop layout starts (997 px, the
 * theme's breakpoint). The server and the first client render use one, so
 * hydration matches the HTML; a wide screen changes to two just after.
 */
import {useSyncExternalStore} from 'react';

const WIDE = '(min-width: 997px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useQuestionsPerScreen(): 1 | 2 {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  return wide ? 2 : 1;
}
