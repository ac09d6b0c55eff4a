/** Control characters (C0, DEL, C1), invisible and direction-changing characters. */
const unsafeForTerminal = /[\p{Cc}\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * Text safe to print to a terminal: control, invisible and direction characters shown as \u{...}.
 * Enquiries are typed by the public, so a stored value must not move the cursor, retitle the
 * terminal or reverse a line.
 */
export function terminalText(text: string): string {
  return text.replace(unsafeForTerminal, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

/** `raw` made safe for a terminal and cut or padded to `width` characters: one column of a table. */
export function terminalCell(raw: string, width: number): string {
  const text = terminalText(raw);
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}
