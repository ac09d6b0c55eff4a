/**
 * A service page's <ServiceDocuments service="..." /> as the words a reader
 * sees, so the content check counts the document list like the prose it
 * replaced.
 */
import {serviceSlugs, type ServiceSlug} from '../site-map';
import {serviceDocuments} from './serviceDocuments';

const isServiceSlug = (slug: string): slug is ServiceSlug => (serviceSlugs as readonly string[]).includes(slug);

export function expandServiceDocuments(body: string): string {
  return body.replace(/<ServiceDocuments\s+service="([a-z-]+)"\s*\/>/g, (tag, slug: string) =>
    isServiceSlug(slug)
      ? serviceDocuments[slug].map((group) => [group.title, ...group.items.map((item) => item.text)].join('. ')).join('. ')
      : tag,
  );
}
