/**
 * The checklist's ticks, kept in this browser's localStorage under one key,
 * so they survive a reload or a return visit and are never sent anywhere.
 * Read as the checklist first renders: the result is drawn only in the browser (its answers are in the address,
 * which a static page cannot know), and a count read a moment later changed from "0 of 9 gathered." to the real one in
 * a status region, under a screen reader's ears (a keyboard trial).
 */
import {useCallback, useState} from 'react';

const STORAGE_KEY = 'harbourline-readiness-ticks';

function readTicks(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function useTicks(): [ReadonlySet<string>, (id: string, checked: boolean) => void] {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(readTicks);
  const tick = useCallback((id: string, checked: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
      } catch {
        // Storage full or blocked (private mode): the ticks still work for this visit.
      }
      return next;
    });
  }, []);
  return [ticked, tick];
}
