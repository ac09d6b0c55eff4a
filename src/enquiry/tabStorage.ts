/**
 * What this tab keeps for the visit (sessionStorage, as JSON): gone when the tab closes, never sent by itself. Where
 * storage is blocked (private modes, a policy) reads give nothing and writes do nothing, so every caller still works,
 * only without memory.
 */

/** The value kept under `key`, parsed; undefined when there is none or it cannot be read. */
export function readTab(key: string): unknown {
  try {
    const kept = sessionStorage.getItem(key);
    return kept === null ? undefined : (JSON.parse(kept) as unknown);
  } catch {
    return undefined;
  }
}

export function writeTab(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing is kept; nothing breaks.
  }
}

export function forgetTab(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** A kept object's entries, or none: for values whose shape the caller checks field by field. */
export function readTabObject(key: string): Record<string, unknown> {
  const kept = readTab(key);
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
}
