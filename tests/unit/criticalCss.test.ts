/** What the critical-CSS step checks before it rewrites a page (scripts/lib/criticalCss.ts): a surprise stops the build. */
import {assertNoBrokenDataUriRead, stylesheetLink} from '../../scripts/lib/criticalCss';

describe('the critical-CSS step', () => {
  it('finds the stylesheet link Docusaurus writes, and stops the build when it is written another way', () => {
    const link = '<link rel="stylesheet" href="/assets/css/styles.0a1b2c3d.css">';
    expect(stylesheetLink(`<head><meta charset="utf-8">${link}</head>`)).toBe(link);
    expect(() => stylesheetLink('<head><link href="/assets/css/styles.css" rel="stylesheet"></head>')).toThrow(
      /\[critical-css\] a page names a stylesheet, but not as <link rel=stylesheet/,
    );
  });

  it('lets through a data: URI Beasties broke in a custom property nothing reads, and stops one a rule reads', () => {
    const broken = `:root{--ifm-menu-link-sublist-icon:url(/assets/css/"data:image/svg+xml;utf8,<svg/>")}`;
    expect(() => assertNoBrokenDataUriRead(`${broken}.menu{color:red}`)).not.toThrow();
    expect(() => assertNoBrokenDataUriRead(`${broken}.menu{background:var(--ifm-menu-link-sublist-icon)}`)).toThrow(
      /reads --ifm-menu-link-sublist-icon, whose data: URI Beasties rewrote as a path/,
    );
    expect(() =>
      assertNoBrokenDataUriRead(`.menu{background:url(/assets/css/"data:image/svg+xml;utf8,<svg/>")}`),
    ).toThrow(/a data: URI in the inlined CSS was rewritten as a path/);
  });
});
