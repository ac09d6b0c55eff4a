/**
 * A service page's <ServiceDocuments service="..." /> as the words a reader
 * sees, so the content check counts the document list like the prose it
 * replaced.
 */
import {isServiceSlug} from '../services/records';
import {serviceDocuments} from './serviceDocuments';

export function expandServiceDocuments(body: string): string {
  return body.replace(/<ServiceDocuments\s+service="([a-z-]+)"\s*\/>/g, (tag, slug: string) =>
    isServiceSlug(slug)
      ? serviceDocuments[slug].map((group) => [group.title, ...group.items.map((item) => item.text)].join('. ')).join('. ')
      : tag,
  );
}
