/**
 * The heading face's fallbacks (src/css/typography.css) scale a local font to
 * Plus Jakarta Sans's metrics so the swap moves nothing. Their numbers are the
 * library's, not hand-tuned: this recomputes them with @capsizecss/core.
 */
import fs from 'fs';
import path from 'path';
import {createFontStack} from '@capsizecss/core';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';

const css = fs.readFileSync(path.join(__dirname, '..', '..', 'src/css/typography.css'), 'utf8');

/** The descriptors of the @font-face for one family, as name → value. */
function fontFace(family: string): Record<string, string> {
  const block = css.split('@font-face').find((b) => b.includes(`font-family: '${family}'`));
  if (!block) throw new Error(`no @font-face for ${family}`);
  const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'));
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

describe('heading face fallbacks', () => {
  const {fontFaces} = createFontStack([plusJakartaSans, arial, roboto], {fontFaceFormat: 'styleObject'});
  for (const fallback of ['Arial', 'Roboto']) {
    it(`match Plus Jakarta Sans over ${fallback}, as @capsizecss computes`, () => {
      const expected = fontFaces.find((f) => f['@font-face'].fontFamily.includes(fallback))!['@font-face'];
      const actual = fontFace(`Plus Jakarta Sans Fallback: ${fallback}`);
      expect(actual['size-adjust']).toBe(expected.sizeAdjust);
      expect(actual['ascent-override']).toBe(expected.ascentOverride);
      expect(actual['descent-override']).toBe(expected.descentOverride);
      if (expected.lineGapOverride) expect(actual['line-gap-override']).toBe(expected.lineGapOverride);
      // The same local font (and, for Arial, its metric twin on Linux).
      for (const src of expected.src.split(', ')) expect(actual.src).toContain(src);
    });
  }

  it('size the bold fallback’s overrides from the face’s metrics, as capsize does', () => {
    const bold = css
      .split('@font-face')
      .find((b) => b.includes('Fallback: Arial') && b.includes('font-weight: 600 800'))!;
    const value = (name: string) => Number(bold.match(new RegExp(`${name}: ([\\d.]+)%`))![1]) / 100;
    const sizeAdjust = value('size-adjust');
    const {ascent, descent, unitsPerEm} = plusJakartaSans;
    expect(value('ascent-override')).toBeCloseTo(ascent / unitsPerEm / sizeAdjust, 5);
    expect(value('descent-override')).toBeCloseTo(Math.abs(descent) / unitsPerEm / sizeAdjust, 5);
  });
});
