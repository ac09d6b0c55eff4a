/**
 * favicon.ico, the apple-touch-icon, the web manifest's icons and the logo in
 * the structured data, all drawn from the brand mark (static/img/favicon.svg),
 * so a new mark flows through with the next build.
 */
import fs from 'fs/promises';
import path from 'path';
import {Resvg} from '@resvg/resvg-js';
import {business} from '../../business';

export const brandMarkFile = 'static/img/favicon.svg';

/** The files, by their path in the build. */
export const iconFiles = {
  ico: '/favicon.ico',
  appleTouch: '/img/icons/apple-touch-icon.png',
  manifest: '/site.webmanifest',
  manifestIcons: [
    {path: '/img/icons/icon-192.png', size: 192},
    {path: '/img/icons/icon-512.png', size: 512},
  ],
} as const;

/** The brand mark as a square PNG. */
export function renderMark(svg: string, size: number): Buffer {
  return new Resvg(svg, {fitTo: {mode: 'width', value: size}}).render().asPng();
}

async function write(outDir: string, file: string, data: Buffer | string) {
  const target = path.join(outDir, file);
  await fs.mkdir(path.dirname(target), {recursive: true});
  await fs.writeFile(target, data);
}

export async function writeIcons(siteDir: string, outDir: string, themeColor: string): Promise<void> {
  const svg = await fs.readFile(path.join(siteDir, brandMarkFile), 'utf8');
  const {default: pngToIco} = await import('png-to-ico');
  await write(outDir, iconFiles.ico, await pngToIco([16, 32, 48].map((size) => renderMark(svg, size))));
  // Apple draws its own rounded corners and shows transparency as black: a full square on the brand colour.
  await write(outDir, iconFiles.appleTouch, renderMark(svg.replace(/\brx="[^"]*"/, 'rx="0"'), 180));
  for (const icon of iconFiles.manifestIcons) await write(outDir, icon.path, renderMark(svg, icon.size));
  const manifest = {
    name: business.brandName,
    short_name: business.brandName.split(' ')[0],
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: iconFiles.manifestIcons.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
    })),
  };
  await write(outDir, iconFiles.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
}
