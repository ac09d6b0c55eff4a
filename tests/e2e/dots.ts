import type {Locator} from '@playwright/test';

/**
 * Where a line of items separated by dots (src/components/DotSeparated) has wrapped: any line that ends on a dot, or
 * starts with one that shows (a dot that starts a line must sit outside the line's box, where it is clipped), and any
 * other character drawn out there, cut off.
 * Each element the locator matches is one such line of items; the answer names the lines at fault.
 */
export async function strayDots(lines: Locator): Promise<string[]> {
  return lines.evaluateAll((els) =>
    els.flatMap((line) => {
      const chars: {node: Text; at: number; char: string}[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        [...node.data].forEach((char, at) => char.trim() && chars.push({node, at, char}));
      }
      const box = ({node, at}: {node: Text; at: number}) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      const left = line.getBoundingClientRect().left;
      return chars.flatMap((c, i) => {
        // A character of an item that wraps inside itself, drawn where the dots are clipped: cut off.
        if (c.char !== '·') return box(c).left < left - 0.5 ? [`${line.textContent}: "${c.char}" is cut off`] : [];
        const dot = box(c);
        if (Math.abs(dot.top - box(chars[i + 1]!).top) > 2) return [`${line.textContent}: a line ends on a dot`];
        const startsLine = Math.abs(dot.top - box(chars[i - 1]!).top) > 2;
        return startsLine && dot.right > left + 0.5 ? [`${line.textContent}: a line starts with a dot`] : [];
      });
    }),
  );
}
