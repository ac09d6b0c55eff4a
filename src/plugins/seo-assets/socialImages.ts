/**
 * The 1200 x 630 share images: the brand mark and name, the page's section
 * and its title, laid out by satori (HTML/CSS to SVG) and rasterised by resvg.
 * Each image is cached by a hash of everything drawn on it, so a build redraws
 * only the pages whose title (or the mark, font or layout) changed.
 */
import crypto from 'crypto';
import {createRequire} from 'module';
import fs from 'fs/promises';
import path from 'path';
import {renderAsync} from '@resvg/resvg-js';
import {business} from '../../business';
import {socialImageSize} from '../../content/socialImage';
import {brandMarkFile} from './icons';

export interface ShareImage {
  /** Path in the build, e.g. /img/social/resources/guides/x.png. */
  path: string;
  /** Above the title, e.g. "Guide"; none on the default image. */
  label?: string;
  title: string;
}

/** Change when the layout below changes, so cached images are redrawn. */
const layoutVersion = '2';
const colours = {navy: '#0b2545', gold: '#f4b942', white: '#ffffff', mist: '#c9d6e8'};
const fontFiles = [
  {file: '@fontsource/inter/files/inter-latin-400-normal.woff', weight: 400},
  {file: '@fontsource/inter/files/inter-latin-700-normal.woff', weight: 700},
] as const;

type Node = {type: string; props: Record<string, unknown>};
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: {style, children, ...extra},
});

function layout(image: ShareImage, markDataUri: string): Node {
  const titleSize = image.title.length > 60 ? 56 : image.title.length > 40 ? 64 : 72;
  return el(
    'div',
    {
      width: socialImageSize.width,
      height: socialImageSize.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: colours.navy,
      color: colours.white,
      fontFamily: 'Inter',
    },
    [
      el('div', {display: 'flex', alignItems: 'center'}, [
        el('img', {width: 72, height: 72, borderRadius: 14}, undefined, {src: markDataUri, width: 72, height: 72}),
        el('div', {marginLeft: 24, fontSize: 32, fontWeight: 700}, business.brandName),
      ]),
      el('div', {display: 'flex', flexDirection: 'column', width: socialImageSize.width - 144}, [
        ...(image.label
          ? [
              el(
                'div',
                {fontSize: 28, fontWeight: 700, color: colours.gold, marginBottom: 20},
                image.label.toUpperCase(),
              ),
            ]
          : []),
        el(
          'div',
          {display: 'flex', flexWrap: 'wrap', fontSize: titleSize, fontWeight: 700, lineHeight: 1.15},
          image.title,
        ),
      ]),
      el('div', {display: 'flex', height: 8, width: 160, backgroundColor: colours.gold, borderRadius: 4}),
    ],
  );
}

export async function writeSocialImages(
  siteDir: string,
  outDir: string,
  images: readonly ShareImage[],
): Promise<number> {
  const {default: satori} = await import('satori');
  const mark = await fs.readFile(path.join(siteDir, brandMarkFile));
  const markDataUri = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  const fonts = await Promise.all(
    fontFiles.map(async (font) => ({
      name: 'Inter',
      weight: font.weight,
      style: 'normal' as const,
      data: await fs.readFile(createRequire(path.join(siteDir, 'package.json')).resolve(font.file)),
    })),
  );
  const cacheDir = path.join(siteDir, '.cache', 'social-images');
  await fs.mkdir(cacheDir, {recursive: true});
  const base = crypto.createHash('sha256').update(layoutVersion).update(mark);
  fonts.forEach((font) => base.update(font.data));

  /** One image from the cache, or drawn: satori lays it out on this thread, resvg rasterises it on libuv's pool. */
  const write = async (image: ShareImage): Promise<boolean> => {
    const key = base
      .copy()
      .update(JSON.stringify([image.label, image.title, business.brandName]))
      .digest('hex');
    const cached = path.join(cacheDir, `${key.slice(0, 32)}.png`);
    const target = path.join(outDir, image.path);
    await fs.mkdir(path.dirname(target), {recursive: true});
    try {
      await fs.copyFile(cached, target);
      return false;
    } catch {
      // Not drawn yet: draw it below.
    }
    const svg = await satori(layout(image, markDataUri) as never, {...socialImageSize, fonts});
    // Satori writes the text as paths and the mark has none, so resvg needs no fonts: not loading the system's
    // (its default) takes a third off each image's time, and the PNG is byte for byte the same.
    const rendered = await renderAsync(svg, {
      fitTo: {mode: 'width', value: socialImageSize.width},
      font: {loadSystemFonts: false},
    });
    const png = rendered.asPng();
    await fs.writeFile(cached, png);
    await fs.writeFile(target, png);
    return true;
  };
  // A few images at a time, so one image's rasterising (on the pool, the machine's other core) overlaps the next
  // one's layout and the previous one's PNG encoding (on this thread): the same CPU time, less waiting.
  const queue = [...images];
  let drawn = 0;
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) if (await write(image)) drawn += 1;
    }),
  );
  return drawn;
}
