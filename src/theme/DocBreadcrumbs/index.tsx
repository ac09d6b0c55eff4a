/**
 * Breadcrumbs on guides, the guides list and the glossary: the site's own trail
 * (Home, Resources, Guides, the guide) with its BreadcrumbList data from the
 * same list, instead of the theme's trail of sidebar categories.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs, {type Crumb} from '@site/src/components/Breadcrumbs';

const resources: Crumb = {name: 'Resources', path: '/resources'};
const guides: Crumb = {name: 'Guides', path: '/resources/guides'};

export default function DocBreadcrumbs() {
  const {metadata} = useDoc();
  const page = {name: metadata.title, path: metadata.permalink};
  const trail =
    metadata.permalink === guides.path
      ? [resources, guides]
      : metadata.permalink.startsWith(`${guides.path}/`)
        ? [resources, guides, page]
        : [resources, page];
  return <Breadcrumbs trail={trail} />;
}
