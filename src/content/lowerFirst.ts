/** A name or phrase inside a sentence: "Asset finance ROI calculator" reads "asset finance ROI calculator". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
