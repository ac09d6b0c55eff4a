import {useEffect, useState} from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a live region fed with it speaks when the visitor pauses, not
 * on every keystroke. The first value is there at once (rendered on the server, so nothing is announced on load).
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
