/**
 * Internal links to pages, #anchors or files beside the article that do not
 * exist, found before the build with the file and line (the build's own
 * broken-link error names neither). The routes are worked out from the content folders the way the
 * site's docusaurus.config.ts publishes them; anchors from each MDX page's
 * headings (Docusaurus's own slugger for heading ids) and the explicit
 * {/* #id *\/} and {#id} ids.
 */
import fs from 'fs';
import {createSlugger} from '@docusaurus/utils';
import path from 'path';
import {calculatorAnchors, calculatorPath, calculators} from '../../../calculators';
import {allRedirects, redirectTarget} from '../../../site-map';
import {documentLinks, internalLinks, proseLines, relativeLinks, routeOf, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import {nearestName} from '../../nearestName';

/** Pages made by plugins rather than files (src/plugins/content-index). */
const pluginRoutes = ['/', '/services', '/resources'];

/** React pages under src/pages (not folders starting with _), as routes. */
function reactPageRoutes(siteDir: string): string[] {
  const root = path.join(siteDir, 'src/pages');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.(tsx|jsx|js)$/.test(name) && !/(^|\/)_/.test(name))
    .map((name) => `/${name.replace(/\.(tsx|jsx|js)$/, '')}`.replace(/\/index$/, '') || '/');
}

/** The ids a page's headings get, plus explicit ids. */
export function anchorsOf(file: ContentFile): Set<string> {
  // Docusaurus's own heading-id rule (github-slugger), so an anchor the check accepts is one the page has.
  const {slug} = createSlugger();
  const ids = new Set<string>();
  for (const {text} of proseLines(file)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(text)?.[1];
    if (!heading) continue;
    const explicit = /\{\/\*\s*#([\w-]+)\s*\*\/\}|\{#([\w-]+)\}/.exec(heading);
    if (explicit) ids.add((explicit[1] ?? explicit[2])!);
    else
      ids.add(
        slug(
          heading
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/[*_`]/g, '')
            .trim(),
        ),
      );
  }
  // Explicit ids written on their own ({/* #id */} after a glossary heading) count too.
  for (const [, id] of file.text.matchAll(/\{\/\*\s*#([\w-]+)\s*\*\/\}/g)) ids.add(id!);
  return ids;
}

/**
 * The page a mistyped address most likely meant: a redirect's own page, not the redirect ("/glossary"), with the
 * link's anchor kept ("/glosary#credit-report" is /resources/glossary#credit-report).
 */
function nearestPage(route: string, routes: readonly string[], anchor?: string): string | undefined {
  const nearest = routes.includes(route) ? route : nearestName(route, routes, 5);
  const page = nearest && (redirectTarget(nearest) ?? nearest);
  return page && (anchor ? `${page}#${anchor}` : page);
}

export function checkBrokenLinks(files: readonly ContentFile[], siteDir: string): Problem[] {
  const pages = new Map<string, ContentFile>();
  for (const file of files) {
    const route = routeOf(file);
    if (route) pages.set(route, file);
  }
  const calculatorRoutes = new Set(calculators.map(({slug}) => calculatorPath(slug)));
  const routes = new Set<string>([
    ...pages.keys(),
    ...pluginRoutes,
    ...reactPageRoutes(siteDir),
    ...calculatorRoutes,
    ...allRedirects.map((r) => r.from),
  ]);
  const anchors = new Map<string, Set<string>>();
  const anchorsFor = (route: string) => {
    if (calculatorRoutes.has(route)) return new Set<string>(Object.values(calculatorAnchors));
    const file = pages.get(route);
    if (!file) return undefined;
    if (!anchors.has(route)) anchors.set(route, anchorsOf(file));
    return anchors.get(route);
  };

  /** A link to a page's #anchor that the page does not have, with the nearest heading it has. */
  const missingAnchor = (file: ContentFile, line: number, route: string, anchor: string | undefined): Problem[] => {
    const ids = anchor ? anchorsFor(route) : undefined;
    if (!anchor || !ids || ids.has(anchor)) return [];
    const nearest = nearestName(anchor, [...ids], 3);
    const which = calculatorRoutes.has(route)
      ? `a calculator page has #${calculatorAnchors.results} (its figures) and #${calculatorAnchors.assumptions}`
      : `link to a heading that exists on ${route} (its id is the heading in lower case with hyphens, or the {/* #id */} after a glossary term)`;
    return [
      {
        file: file.relativePath,
        line,
        what: `links to ${route}#${anchor}, an anchor that page does not have`,
        fix: `${nearest ? `did you mean ${route}#${nearest}? Otherwise ` : ''}${which}`,
      },
    ];
  };

  return files.flatMap((file) => {
    const here = routeOf(file);
    const withoutSlash = relativeLinks(file).flatMap(({line, target}): Problem[] => {
      // "www.asic.gov.au/...": another site, written without its https://.
      if (/^(www\.|[a-z\d-]+(\.[a-z\d-]+)*\.(au|com|org|net|gov|io)(\/|$))/i.test(target))
        return [
          {
            file: file.relativePath,
            line,
            what: `links to ${target}, another site written without https://, which the browser looks for on this site`,
            fix: `write https://${target}`,
          },
        ];
      // Read from the page's own address, as the browser does: a sibling's name can work, a path from the root not.
      const address = new URL(target, `https://site${here ?? '/'}`);
      const resolved = address.pathname.replace(/\/$/, '') || '/';
      // A page that exists ("../glossary#lvr" from a guide): only its anchor can be wrong.
      if (routes.has(resolved)) return missingAnchor(file, line, resolved, address.hash.slice(1) || undefined);
      const [fromRoot, anchor] = `/${target.replace(/^(\.\.?\/)+/, '')}`.split(/[?#]/);
      const nearest = nearestPage(fromRoot!.replace(/\/$/, ''), [...routes], anchor);
      return [
        {
          file: file.relativePath,
          line,
          what: `links to ${target} without a leading /, which from this page leads to ${resolved}, a page that does not exist`,
          fix: `${nearest ? `write ${nearest}` : 'write the address from its first /'} (the address as it shows in the browser)`,
        },
      ];
    });
    const missingDocuments = documentLinks(file).flatMap(({line, target}): Problem[] =>
      fs.existsSync(path.resolve(path.dirname(file.absolutePath), target))
        ? []
        : [
            {
              file: file.relativePath,
              line,
              what: `links to ${target}, a file that is not beside the article`,
              fix: `check the file name and put the file in ${path.dirname(file.relativePath)}/`,
            },
          ],
    );
    return [
      ...withoutSlash,
      ...missingDocuments,
      ...internalLinks(file).flatMap(({line, target}): Problem[] => {
        const [pathPart, anchor] = target.startsWith('#') ? [here ?? '', target.slice(1)] : target.split('#');
        const route = (pathPart ?? '').replace(/\/$/, '') || '/';
        if (!target.startsWith('#') && !routes.has(route) && !/\.[a-z0-9]+$/i.test(route)) {
          // A word or two dropped or misspelt ("preparing-loan-application" for "preparing-a-loan-application").
          const nearest = nearestPage(route, [...routes], anchor);
          return [
            {
              file: file.relativePath,
              line,
              what: `links to ${route}, a page that does not exist`,
              fix: `${nearest ? `did you mean ${nearest}? Otherwise ` : ''}check the address against the page you mean (services are /services/{slug}, guides /resources/guides/{slug}, calculators /tools/{slug})`,
            },
          ];
        }
        return missingAnchor(file, line, route, anchor);
      }),
    ];
  });
}
