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
