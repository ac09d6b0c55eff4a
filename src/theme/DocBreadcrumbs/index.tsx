/**
 * Breadcrumbs on guides, the guides list and the glossary: the site's own trail
 * (Home, Resources, Guides; the guide in its structured data) with its BreadcrumbList data from the
 * same list, instead of the theme's trail of sidebar categories.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs, {type Crumb} from '@site/src/components/Breadcrumbs';

const resources: Crumb = {name: 'Resources', path: '/resources'};
const guides: Crumb = {name: 'Guides', path: '/resources/guides'};

export default function DocBreadcrumbs() {
  const {metadata} = useDoc();
  // A section's index doc (slug: /) has a permalink ending in "/"; the site's address does not.
  const path = metadata.permalink.replace(/(.)\/$/, '$1');
  const page = {name: metadata.title, path};
  const guide = path.startsWith(`${guides.path}/`);
  return (
    <Breadcrumbs
      trail={guide ? [resources, guides, page] : path === guides.path ? [resources, guides] : [resources, page]}
      article={guide}
    />
  );
}
