/**
 * The build's pruning of each page's inlined CSS (scripts/lib/customProperties.ts): custom properties nothing
 * reads go, everything else stays as it was.
 */
import {customPropertyNames, withoutUnreadCustomProperties} from '../../scripts/lib/customProperties';

const infimaLike =
  ':root{--ifm-color-primary:#3578e5;--ifm-link-color:var(--ifm-color-primary);--ifm-badge-color:#fff;' +
  '--ifm-global-radius:.4rem;--ifm-alert-border-radius:var(--ifm-global-radius);--ifm-z-index-fixed:200}' +
  'a{color:var(--ifm-link-color)}.navbar{z-index:var(--ifm-z-index-fixed,100)}';

describe('withoutUnreadCustomProperties', () => {
  it('drops custom properties no var() reads, and keeps those read directly or through another', async () => {
    const css = await withoutUnreadCustomProperties(infimaLike, []);
    expect(customPropertyNames(css)).toEqual(
      new Set(['--ifm-color-primary', '--ifm-link-color', '--ifm-z-index-fixed']),
    );
    expect(css).not.toContain('--ifm-badge-color');
    expect(css).not.toContain('--ifm-alert-border-radius');
  });

  it('keeps every rule and every ordinary declaration as written', async () => {
    const css = await withoutUnreadCustomProperties(infimaLike, []);
    expect(css).toContain('a{color:var(--ifm-link-color)}');
    expect(css).toContain('.navbar{z-index:var(--ifm-z-index-fixed,100)}');
    // A rule for an element the page may not have (here no .unused anywhere) is not this step's business.
    expect(await withoutUnreadCustomProperties('.unused{color:red}:root{--a:1}', [])).toBe('.unused{color:red}:root{}');
  });

  it('keeps a property a script or style attribute names, and what that property reads', async () => {
    const css = await withoutUnreadCustomProperties(infimaLike, ['--ifm-alert-border-radius']);
    expect(css).toContain('--ifm-alert-border-radius:var(--ifm-global-radius)');
    expect(css).toContain('--ifm-global-radius:.4rem');
    expect(css).not.toContain('--ifm-badge-color');
  });

  it('reads a data: URI value with quotes and semicolons in it as one declaration', async () => {
    const icon = '--icon:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>")';
    const css = await withoutUnreadCustomProperties(`:root{${icon};--unused:1}.x{background:var(--icon)}`, []);
    expect(css).toBe(`:root{${icon}}.x{background:var(--icon)}`);
  });
});

describe('customPropertyNames', () => {
  it('finds names in markup and scripts', () => {
    expect(customPropertyNames('<div style="--gap:2px;margin:var(--ifm-spacing)">')).toEqual(
      new Set(['--gap', '--ifm-spacing']),
    );
    expect(customPropertyNames('el.style.setProperty("--navbar-height", h)')).toEqual(new Set(['--navbar-height']));
  });
});
