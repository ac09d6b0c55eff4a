/**
 * seo-assets: what a page needs to be shared and found, made at build time.
 * - icons: favicon.ico, apple-touch-icon, web manifest and logo, from the brand mark (icons.ts)
 * - share images: a default one and one per service, guide, case study, insight and calculator (socialImages.ts)
 * - robots.txt naming the sitemap
 * - the structured data of the business and the website, the same on every page, written into each page's HTML
 * - a check of every indexable page's title, description and image (pageMeta.ts): the build stops on a problem
 */
import fs from 'fs/promises';
import path from 'path';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {load} from 'cheerio';
import {business} from '../../business';
import {siteGraph} from '../../content/businessStructuredData';
import {ownTitle} from '../../content/pageTitle';
import {defaultSocialImage, ownSocialImage} from '../../content/socialImage';
import {jsonLdText} from '../../content/structuredData/shared';
import {iconFiles, writeIcons} from './icons';
import {metaProblems, type PageHead} from './pageMeta';
import {writeSocialImages, type ShareImage} from './socialImages';

/** The HTML file Docusaurus writes for a route (trailingSlash: false). */
async function htmlFileOf(outDir: string, routePath: string): Promise<string | undefined> {
  const candidates =
    routePath === '/' ? ['index.html'] : [`${routePath}.html`, `${routePath}/index.html`, routePath.replace(/^\//, '')];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (candidate.endsWith('.html') && (await fs.stat(file).catch(() => undefined))?.isFile()) return file;
  }
  return undefined;
}

/** Each route's source file, from the route tree (docs and blog routes nest). */
function sourceFiles(routes: readonly RouteConfig[], into = new Map<string, string>()): Map<string, string> {
  for (const route of routes) {
    const source = route.metadata?.sourceFilePath;
    if (source && !into.has(route.path)) into.set(route.path, source.replace(/^@site\//, ''));
    if (route.routes) sourceFiles(route.routes, into);
  }
  return into;
}

function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${business.url}/sitemap.xml\n`;
}

export default function seoAssetsPlugin(): Plugin {
  return {
    name: 'seo-assets',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'icon', href: iconFiles.ico, sizes: '48x48'}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: iconFiles.appleTouch}},
          {tagName: 'link', attributes: {rel: 'manifest', href: iconFiles.manifest}},
        ],
        // The business and the website, the same on every page: written by the build after the page's
        // content, not rendered by React, so no page's JavaScript carries them.
        postBodyTags: [
          {tagName: 'script', attributes: {type: 'application/ld+json'}, innerHTML: jsonLdText(siteGraph())},
        ],
      };
    },
    async postBuild({siteDir, outDir, routes, routesPaths, routesBuildMetadata, siteConfig}) {
      const themeColor =
        (siteConfig.themeConfig.metadata as {name?: string; content?: string}[] | undefined)?.find(
          (m) => m.name === 'theme-color',
        )?.content ?? '#000000';
      await writeIcons(siteDir, outDir, themeColor);
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt());

      const sources = sourceFiles(routes);
      const images = new Map<string, ShareImage>([
        [defaultSocialImage, {path: defaultSocialImage, title: business.tagline}],
      ]);
      const heads: PageHead[] = [];
      for (const routePath of routesPaths) {
        const file = await htmlFileOf(outDir, routePath);
        if (!file) continue;
        // Only the head is read: parsing each whole page took 14x as long (6.7 against 0.5 CPU s at 463 pages).
        const html = await fs.readFile(file, 'utf8');
        const headEnd = html.indexOf('</head>');
        const $ = load(headEnd < 0 ? html : html.slice(0, headEnd));
        const image = $('meta[property="og:image"]').attr('content');
        const own = ownSocialImage(routePath);
        if (own && image === `${business.url}${own.path}`) {
          const title = $('meta[property="og:image:alt"]').attr('content') ?? ownTitle($('title').text());
          images.set(own.path, {path: own.path, label: own.label, title});
        }
        if (routesBuildMetadata[routePath]?.noIndex) continue;
        heads.push({
          pathname: routePath,
          source: sources.get(routePath),
          title: $('title').text(),
          description: $('meta[name="description"]').attr('content'),
          image,
        });
      }
      const drawn = await writeSocialImages(siteDir, outDir, [...images.values()]);
      console.log(
        `[seo-assets] ${images.size} share images (${drawn} drawn, the rest from the cache), icons, robots.txt`,
      );

      const problems = metaProblems(heads);
      if (problems.length > 0) {
        throw new Error(`Page titles and descriptions need fixing:\n  - ${problems.join('\n  - ')}`);
      }
    },
  };
}
