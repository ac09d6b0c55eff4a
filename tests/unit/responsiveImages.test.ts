/**
 * Article images: a large photo a writer puts beside an article is published
 * as smaller WebP copies with width and height. Each link of the chain the
 * build uses is run here on a 4000 x 2667 photo: the remark plugin that turns
 * the Markdown image into <ResponsiveImage>, the loader with the options the
 * site configures (src/plugins/responsive-images), and the component's HTML.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import React from 'react';
import sharp from 'sharp';
import type {RuleSetRule} from 'webpack';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {
  isLocalResizableImage,
  keepOriginalsOutOfMdx,
  remarkResponsiveImages,
  renditionWidths,
  responsiveImagesPlugins,
} from '../../src/plugins/responsive-images';
import ResponsiveImage from '../../src/components/ResponsiveImage';

jest.mock('../../src/components/ResponsiveImage/styles.module.css', () => ({image: 'image'}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const responsiveLoader = require('@docusaurus/responsive-loader') as (this: unknown, content: Buffer) => void;
// The project has no @types/react-dom; this one function is all the test needs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToStaticMarkup} = require('react-dom/server') as {
  renderToStaticMarkup: (element: React.ReactElement) => string;
};
// The plugin's own default; the site's options replace it with src/plugins/responsive-images/webpAdapter.ts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pluginDefaultAdapter = require('@docusaurus/responsive-loader/sharp') as unknown;

let dir: string;
let photo: string;
let photoBytes: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'responsive-images-'));
  photo = path.join(dir, 'warehouse.jpg');
  // A camera-sized photo with detail in it (noise over a gradient), so compression has real work to do.
  const [width, height] = [4000, 2667];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 7919) % 61) + (((i / 3) % width) / width) * 180;
  await sharp(pixels, {raw: {width, height, channels: 3}})
    .jpeg({quality: 92})
    .toFile(photo);
  photoBytes = fs.statSync(photo).size;
}, 60_000);
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Runs the loader as webpack would, with the options the site gives the ideal-image plugin. */
function runLoader(): Promise<{code: string; emitted: Map<string, Buffer>}> {
  const [, options] = responsiveImagesPlugins[0] as [string, Record<string, unknown>];
  const {disableInDev: _disableInDev, ...loaderOptions} = options;
  const emitted = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: photo,
      resource: photo,
      resourceQuery: '',
      rootContext: dir,
      query: {emitFile: true, adapter: pluginDefaultAdapter, ...loaderOptions},
      emitFile: (name: string, data: Buffer) => emitted.set(name, data),
      async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve({code, emitted})),
    };
    responsiveLoader.call(context, fs.readFileSync(photo));
  });
}

describe('a large photo beside an article', () => {
  it('is a camera-sized photo to start with', () => {
    expect(photoBytes).toBeGreaterThan(1_000_000);
  });

  it('is published as WebP copies, each far smaller than the original, none wider than 1,600 px', async () => {
    const {emitted} = await runLoader();
    const copies = [...emitted.entries()];
    expect(copies.map(([name]) => /\.(\d+)\.webp$/.exec(name)?.[1]).map(Number)).toEqual([...renditionWidths]);
    for (const [name, data] of copies) {
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(/\.(\d+)\.webp$/.exec(name)![1]));
      expect(meta.height).toBe(Math.round((meta.width! * 2667) / 4000));
      expect(data.length).toBeLessThan(photoBytes / 4);
    }
  }, 60_000);

  it('is written by the remark plugin as <ResponsiveImage> with the photo required beside the article', () => {
    const image = {type: 'image', url: './warehouse.jpg', alt: 'A warehouse loading dock', title: null};
    const tree = {type: 'root', children: [{type: 'paragraph', children: [image]}]};
    remarkResponsiveImages()(tree);
    const element = tree.children[0]!.children[0] as unknown as {
      type: string;
      name: string;
      attributes: {name: string; value: string | {value: string}}[];
    };
    expect(element.type).toBe('mdxJsxTextElement');
    expect(element.name).toBe('ResponsiveImage');
    expect(element.attributes.map((a) => [a.name, typeof a.value === 'string' ? a.value : a.value.value])).toEqual([
      ['img', 'require("./warehouse.jpg")'],
      ['alt', 'A warehouse loading dock'],
    ]);
  });

  it('stops at a photo that is not beside the article, with its file, line and fix (the preview showed compiled code)', () => {
    const image = {type: 'image', url: './missing.jpg', alt: 'A switchboard', position: {start: {line: 31}}};
    const tree = {type: 'root', children: [{type: 'paragraph', children: [image]}]};
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    const file = {path: path.join(site, 'docs/guides/low-doc.mdx'), cwd: site};
    expect(() => remarkResponsiveImages()(tree, file)).toThrow(
      'docs/guides/low-doc.mdx:31: image ./missing.jpg does not exist: check the file name and put the image in the same folder as the article (./file-name.jpg)',
    );
  });

  it('leaves SVG diagrams and other sites’ images to Docusaurus', () => {
    expect(isLocalResizableImage('./diagram.svg')).toBe(false);
    expect(isLocalResizableImage('https://example.org/photo.jpg')).toBe(false);
    expect(isLocalResizableImage('/img/photo.jpg')).toBe(false);
    expect(isLocalResizableImage('photo.png')).toBe(true);
  });

  it('renders as one <img> with srcset, width and height, so the page does not jump', () => {
    const img = {
      src: {
        width: 480,
        height: 320,
        images: [
          {path: '/assets/images/w.480.webp', width: 480, height: 320},
          {path: '/assets/images/w.1600.webp', width: 1600, height: 1067},
        ],
      },
    };
    const html = renderToStaticMarkup(React.createElement(ResponsiveImage, {img, alt: 'A warehouse loading dock'}));
    expect(html).toContain('src="/assets/images/w.1600.webp"');
    expect(html).toContain('srcSet="/assets/images/w.480.webp 480w, /assets/images/w.1600.webp 1600w"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1067"');
    expect(html).toContain('alt="A warehouse loading dock"');
  });
});

describe("Docusaurus's own image rule", () => {
  it('stops copying an MDX page’s photo as a full-size original, and still takes images imported elsewhere', () => {
    const {rules} = getFileLoaderUtils(false);
    const bundlerRules: RuleSetRule[] = [rules.svgs(), rules.images(), rules.fonts()];
    keepOriginalsOutOfMdx(bundlerRules);
    expect(bundlerRules[1]!.issuer).toEqual({not: [/\.mdx?$/i]});
    expect(bundlerRules[0]!.issuer).toBeUndefined();
  });

  it('stops the build when an update means the rule is no longer found', () => {
    const {rules} = getFileLoaderUtils(false);
    expect(() => keepOriginalsOutOfMdx([rules.svgs(), {...rules.images(), test: /\.avif$/}])).toThrow(
      /\[responsive-images\] Docusaurus's image rule .* is not in the bundler configuration/,
    );
  });
});
