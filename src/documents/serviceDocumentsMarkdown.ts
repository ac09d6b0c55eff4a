/**
 * A service page's document list as Markdown nodes (a heading and a list per
 * group, then a line pointing to the loan readiness check), for the remark
 * plugin that replaces <ServiceDocuments service="..." /> while the MDX is
 * compiled (src/plugins/remark-facts). Imported as a component, the list
 * brought every service's documents (src/documents/serviceDocuments.ts) into
 * each service page's JavaScript; written at build time, the page gets plain
 * HTML and only its own list.
 */
import {isServiceSlug} from '../services/records';
import {serviceDocuments, termParts, type DocumentItem} from './serviceDocuments';
import {readinessLinkFor} from '../readiness/serviceLink';

interface Node {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  children?: Node[];
}

const text = (value: string): Node => ({type: 'text', value});
const link = (url: string, value: string): Node => ({type: 'link', url, children: [text(value)]});

/** The item's words, only its glossary term (if it has one) a link to the term's entry, as the readiness checklist's. */
function itemNodes(item: DocumentItem): Node[] {
  if (!item.glossary) return [text(item.text)];
  const [before, term, after] = termParts(item);
  return [
    ...(before ? [text(before)] : []),
    link(`/resources/glossary#${item.glossary}`, term),
    ...(after ? [text(after)] : []),
  ];
}

/** The groups and the closing line, or undefined for a slug that is not a service. */
export function serviceDocumentsNodes(slug: string): Node[] | undefined {
  if (!isServiceSlug(slug)) return undefined;
  const groups = serviceDocuments[slug].flatMap((group): Node[] => [
    {type: 'heading', depth: 3, children: [text(group.title)]},
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: group.items.map((item) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: itemNodes(item),
          },
        ],
      })),
    },
  ]);
  const readiness: Node = {
    type: 'paragraph',
    children: [
      text('The '),
      // With the page's purpose answered, as the page's "At a glance" link does (a developer's trial met both).
      link(readinessLinkFor(slug), 'loan readiness check'),
      text(' builds this list for your own loan, with a box to tick for each document.'),
    ],
  };
  return [...groups, readiness];
}
