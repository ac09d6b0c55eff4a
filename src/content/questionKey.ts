/** A question as compared across pages: case, spacing and end punctuation do not make it a different question. */
export function questionKey(question: string): string {
  return question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[?.!\s]+$/, '')
    .trim();
}
