/**
 * A name or phrase inside a sentence: "Asset finance ROI calculator" reads "asset finance ROI calculator"; one that
 * opens with an abbreviation keeps it ("SMSF lending", "LVR on projected sales").
 */
export const lowerFirst = (text: string) =>
  /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** A phrase opening a sentence or a label: "ranked by cost" reads "Ranked by cost". */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
