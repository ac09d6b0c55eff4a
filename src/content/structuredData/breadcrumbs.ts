/** A page's breadcrumb trail as a BreadcrumbList. */
import type {BreadcrumbList, WithContext} from 'schema-dts';
import {absolute, context} from './shared';

export interface Crumb {
  name: string;
  path: string;
}

/** `crumbs` run from the first section after Home to the current page (last). */
export function breadcrumbData(crumbs: readonly Crumb[]) {
  const current = crumbs.at(-1);
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    ...(current ? {'@id': `${absolute(current.path)}#breadcrumb`} : {}),
    itemListElement: [{name: 'Home', path: '/'}, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}
