import {useEffect, useState} from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a live region fed with it speaks when the visitor pauses, not
 * on every keystroke. The first value is there at once (rendered on the server, so nothing is announced on load).
 * `restartOn` changes while the visitor is still at work (a calculator's inputs), so the wait starts again even where
 * `value` did not: a keyboard trial heard a warning for the first digits of a property value it never showed.
 */
export function useSettled<T>(value: T, delayMs: number, restartOn?: unknown): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, restartOn]);
  return settled;
}
