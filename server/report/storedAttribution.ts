/**
 * What the report reads of an enquiry's attribution: a local copy of the
 * shape src/enquiry/attribution.ts stores in enquiries.data as
 * `attribution` (issue #26). Replace this file's interface with an import
 * from there once both are merged; readAttribution stays, because stored
 * JSON is read back without trusting its shape.
 *
 * Enquiries stored before attribution existed, or sent without JavaScript,
 * have none.
 */
export interface StoredAttribution {
  landingPage?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** A calculator's slug, or 'loan-readiness-check'. */
  tool?: string;
}

const keys = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'tool'] as const;

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
  for (const key of keys) {
    const v = raw[key];
    if (typeof v === 'string' && v.trim() !== '') result[key] = v.trim();
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
