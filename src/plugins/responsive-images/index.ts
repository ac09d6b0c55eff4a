/**
 * responsive-images: a photo or chart a writer puts beside an article
 * (![What it shows](./photo.jpg)) is published as resized, compressed WebP
 * copies with its width and height, instead of the full-size original.
 *
 * - @docusaurus/plugin-ideal-image adds the webpack loaders that do the work
 *   (responsive-loader and sharp): `require('./photo.jpg')` in an MDX page
 *   returns the set of copies and their sizes. Our webpAdapter makes the
 *   copies real WebP files.
 * - remarkResponsiveImages turns each Markdown image of a local JPEG or PNG
 *   into <ResponsiveImage img={require('./photo.jpg')} alt="..." />, a plain
 *   <img> with srcset, width and height (src/components/ResponsiveImage).
 *   Docusaurus's own image handling still takes SVG diagrams and remote images.
 *
 * The content check (src/content/check/rules/images.ts) refuses images
 * without alt text or over its size limit before the build starts.
 */
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import fs from 'fs';
import path from 'path';
import webpAdapter from './webpAdapter';
import {where, type VFileLike} from '../remark-facts';
import {missingImage} from '../../content/check/rules/images';

/** Widths of the published copies, in pixels: phones, the article column, and that column on a high-density screen. */
export const renditionWidths = [480, 800, 1200, 1600] as const;
/** WebP at this quality is about a tenth of a camera JPEG's size and looks the same in an article. */
export const renditionQuality = 75;

/**
 * Webpack applies every rule that matches a file, so Docusaurus's own image
 * rule would also copy the full-size original into the build (unlinked, but
 * published). MDX pages' JPEGs and PNGs go to the copies only. The rule is
 * Docusaurus's, found by what it matches: if an update changes it so that
 * none is found, the build stops here instead of publishing originals again.
 */
export function keepOriginalsOutOfMdx(rules: readonly unknown[]): void {
  const isDefaultImageRule = (rule: unknown): rule is RuleSetRule =>
    typeof rule === 'object' &&
    rule !== null &&
    (rule as RuleSetRule).test instanceof RegExp &&
    ((rule as RuleSetRule).test as RegExp).test('photo.jpg') &&
    (rule as RuleSetRule).issuer === undefined;
  const found = rules.filter(isDefaultImageRule);
  if (found.length === 0)
    throw new Error(
      "[responsive-images] Docusaurus's image rule (one matching photo.jpg, with no issuer) is not in the " +
        'bundler configuration: an update changed it. Update keepOriginalsOutOfMdx, or originals ship again.',
    );
  for (const rule of found) rule.issuer = {not: [/\.mdx?$/i]};
}

function onlyRenditionsPlugin(): Plugin {
  return {
    name: 'responsive-images-only-renditions',
    configureWebpack(config) {
      keepOriginalsOutOfMdx(config.module?.rules ?? []);
      return {};
    },
  };
}

/**
 * The ideal-image plugin's loaders, in development too, so a writer previews
 * the same page that is published; then the rule that keeps originals out.
 */
export const responsiveImagesPlugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-ideal-image',
    {
      disableInDev: false,
      sizes: [...renditionWidths],
      quality: renditionQuality,
      format: 'webp',
      adapter: webpAdapter,
      name: 'assets/images/[name].[hash:hex:7].[width].[ext]',
    },
  ],
  onlyRenditionsPlugin,
];

/** The image formats turned into resized copies (SVG is already small and sharp at any size). */
const resizable = /\.(?:jpe?g|png)$/i;

interface MdastNode {
  type: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  children?: MdastNode[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

/** An MDX attribute whose value is the code `require("./photo.jpg")`, with the syntax tree MDX needs to compile it. */
function requireAttribute(name: string, request: string) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `require(${JSON.stringify(request)})`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'CallExpression',
                callee: {type: 'Identifier', name: 'require'},
                arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}],
                optional: false,
              },
            },
          ],
        },
      },
    },
  };
}

const stringAttribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** A local JPEG or PNG, written relative to the article (./photo.jpg or photo.jpg). */
export function isLocalResizableImage(url: string): boolean {
  return !/^([a-z]+:|\/|#)/i.test(url) && resizable.test(url.replace(/[?#].*$/, ''));
}

function transform(node: MdastNode, file?: VFileLike): void {
  for (const child of node.children ?? []) {
    if (child.type === 'image' && child.url && isLocalResizableImage(child.url)) {
      const request = child.url.startsWith('.') ? child.url : `./${child.url}`;
      // Said as the content check says it: unchecked, the preview showed the compiled page's code (a writer's trial).
      if (
        file?.path &&
        !fs.existsSync(path.resolve(path.dirname(file.path), decodeURI(request).replace(/[?#].*$/, '')))
      ) {
        const {what, fix} = missingImage(child.url);
        throw new Error(`${where(file, child)}: ${what}: ${fix}`);
      }
      const attributes = [requireAttribute('img', decodeURI(request)), stringAttribute('alt', child.alt ?? '')];
      if (child.title) attributes.push(stringAttribute('title', child.title));
      for (const key of Object.keys(child)) if (key !== 'position') delete child[key];
      Object.assign(child, {type: 'mdxJsxTextElement', name: 'ResponsiveImage', attributes, children: []});
    } else {
      transform(child, file);
    }
  }
}

/** Remark plugin (runs before Docusaurus's own image handling): see the file comment. */
export function remarkResponsiveImages() {
  return (tree: MdastNode, file?: VFileLike) => transform(tree, file);
}
