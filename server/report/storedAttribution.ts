/**
 * What the report reads of an enquiry's attribution: the shape
 * src/enquiry/attribution.ts checks and stores in enquiries.data as
 * `attribution`. Stored JSON is read back without trusting its shape, so
 * readAttribution keeps only the known keys' non-empty strings.
 *
 * Enquiries stored before attribution existed, or sent without JavaScript,
 * have none.
 */
import {attributionKeys, type Attribution} from '../../src/enquiry/attribution';

export type StoredAttribution = Attribution;

/** The attribution in stored JSON (an object or its text), keeping only non-empty strings; undefined when none. */
export function readAttribution(value: unknown): StoredAttribution | undefined {
  let source = value;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const raw = source as Record<string, unknown>;
  const result: StoredAttribution = {};
  for (const key of attributionKeys) {
    const v = raw[key];
    if (typeof v === 'string' && v.trim() !== '') result[key] = v.trim();
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
