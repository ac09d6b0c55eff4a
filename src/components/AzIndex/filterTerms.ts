/**
 * The glossary filter's work on the page: the glossary's text is its MDX
 * (letters as H2s, terms as H3s, each followed by its definition), so a
 * term is its H3 and every element up to the next heading. Terms whose
 * name or definition holds the query stay; the others, and any letter left
 * with none, are hidden. An empty query shows everything again.
 */
export function filterTerms(root: Element, query: string): number {
  const wanted = query.trim().toLocaleLowerCase('en-AU');
  let letter: {heading: HTMLElement; shown: number} | undefined;
  let term: HTMLElement[] = [];
  let shown = 0;
  const settle = () => {
    if (term.length === 0) return;
    const match =
      wanted === '' || term.some((el) => (el.textContent ?? '').toLocaleLowerCase('en-AU').includes(wanted));
    for (const el of term) el.hidden = !match;
    if (match) {
      shown += 1;
      if (letter) letter.shown += 1;
    }
    term = [];
  };
  const settleLetter = () => {
    settle();
    if (letter) letter.heading.hidden = letter.shown === 0;
  };
  for (const child of Array.from(root.children)) {
    if (!(child instanceof HTMLElement)) continue;
    if (child.tagName === 'H2') {
      settleLetter();
      letter = {heading: child, shown: 0};
    } else if (child.tagName === 'H3') {
      settle();
      term = [child];
    } else if (term.length > 0) {
      term.push(child);
    }
  }
  settleLetter();
  return shown;
}

/**
 * The term a reader typing the query most likely wants, from the glossary's H3s (its table of contents): a name or
 * its bracketed other name equal to the query ("australian business number" for "ABN (Australian Business Number)"),
 * else one starting with it, else one containing it; the first in A to Z order among equals. The filter keeps A to Z order, so the terms that
 * only mention the query in their definitions can come first: this one is offered as a link above them.
 */
export function bestTerm<T extends {value: string}>(terms: readonly T[], query: string): T | undefined {
  const wanted = query.trim().toLocaleLowerCase('en-AU');
  if (wanted === '') return undefined;
  const rank = (value: string) => {
    // The table of contents holds each name as HTML ("Director&#39;s guarantee").
    const text = value
      .replace(/<[^>]*>/g, '')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    const name = text.toLocaleLowerCase('en-AU');
    const names = [name.replace(/\s*\(.*\)\s*$/, ''), /\(([^)]*)\)\s*$/.exec(name)?.[1] ?? ''];
    if (names.includes(wanted)) return 3;
    if (names.some((n) => n.startsWith(wanted))) return 2;
    return name.includes(wanted) ? 1 : 0;
  };
  let best: {term: T; rank: number} | undefined;
  for (const term of terms) {
    const r = rank(term.value);
    if (r > 0 && (!best || r > best.rank)) best = {term, rank: r};
  }
  return best?.term;
}
