/**
 * The favicon is the brand mark: static/img/favicon.svg (from which the share
 * images and icons are made) draws the same shapes as the navbar's BrandMark,
 * and stays a standalone SVG with a viewBox and no outside references.
 */
import fs from 'fs';
import path from 'path';

const root = path.join(__dirname, '..', '..');
const favicon = fs.readFileSync(path.join(root, 'static/img/favicon.svg'), 'utf8');
const icons = fs.readFileSync(path.join(root, 'src/components/Icons/index.tsx'), 'utf8');
const brandMark = icons.slice(icons.indexOf('export function BrandMark'));

describe('brand mark', () => {
  it('is a standalone SVG with a square viewBox and nothing from outside', () => {
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32"/);
    expect(favicon).not.toMatch(/href=|url\(|<image|<script|@import/);
  });

  it('draws the same shapes and colours as the navbar’s BrandMark', () => {
    const paths = [...favicon.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    const colours = [...favicon.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(0);
    for (const d of paths) expect(brandMark).toContain(`d="${d}"`);
    for (const colour of colours) expect(brandMark).toContain(`"${colour}"`);
  });
});
