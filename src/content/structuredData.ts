/** schema.org data for articles (guides, case studies, insights) and their breadcrumbs. */
import {business} from '../business';

interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbData(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{name: 'Home', path: '/'}, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${business.url}${crumb.path}`,
    })),
  };
}

interface ArticleInput {
  title: string;
  description: string;
  permalink: string;
  dateModified: string;
  datePublished?: string;
  author: string;
  /** The crumbs between Home and the article itself; leave out where the page's breadcrumbs already carry their data. */
  breadcrumbs?: readonly Crumb[];
}

export function articleData(input: ArticleInput) {
  const publisher = {'@type': 'Organization', name: business.brandName, url: business.url};
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: `${business.url}${input.permalink}`,
    mainEntityOfPage: `${business.url}${input.permalink}`,
    datePublished: input.datePublished ?? input.dateModified,
    dateModified: input.dateModified,
    author: {'@type': 'Organization', name: input.author},
    publisher,
  };
  return input.breadcrumbs
    ? [article, breadcrumbData([...input.breadcrumbs, {name: input.title, path: input.permalink}])]
    : [article];
}
