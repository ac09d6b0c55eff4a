/** The pages the tests visit: the spec's route table, read from the site map, plus every page in the sitemap. */
import type {APIRequestContext} from './fixtures';
import {primaryNav, resourcesMenu, serviceSlugs} from '../../src/site-map';
import {calculatorSlugs} from '../../src/calculators';
import {readinessCheck} from '../../src/readiness/page';

export const routeTable: string[] = [
  ...new Set([
    ...primaryNav.map((item) => item.to),
    ...resourcesMenu.map((item) => item.to),
    ...serviceSlugs.map((slug) => `/services/${slug}`),
    ...calculatorSlugs.map((slug) => `/tools/${slug}`),
    readinessCheck.path,
  ]),
];

/** Every page the build lists in sitemap.xml, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Paths of the articles in a listing, e.g. every /resources/guides/{slug}. */
export async function articlePaths(request: APIRequestContext, prefix: string): Promise<string[]> {
  const paths = await sitemapPaths(request);
  return paths.filter(
    (p) => p.startsWith(`${prefix}/`) && !/\/(tags|page|authors|archive)(\/|$)/.test(p.slice(prefix.length)),
  );
}
