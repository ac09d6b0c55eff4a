import type {DocumentGroup} from '../../documents/serviceDocuments';

/** How many of the checklist's documents are ticked, of how many: said by the checklist and the result's summary. */
export function gathered(groups: readonly DocumentGroup[], ticked: ReadonlySet<string>) {
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const done = groups.reduce((n, g) => n + g.items.filter((item) => ticked.has(item.id)).length, 0);
  return {done, total};
}
