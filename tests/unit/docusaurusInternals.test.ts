/**
 * The sentinel for Docusaurus's internals (src/docusaurus-internal/ and the
 * paths lean-client replaces). They are not public API: any release may move,
 * rename or change them without notice, and some would fail silently (a page
 * shipping code again, a provider missing at run time). So this test fails on
 * every Docusaurus version change until someone has checked each internal
 * against the new release, as listed in docs-dev/DECISIONS.md, "Docusaurus
 * internals", and then updated REVIEWED_VERSION.
 */
import fs from 'fs';
import path from 'path';
import * as packageEntry from '@docusaurus/utils-common';
import * as browserCopy from '../../src/docusaurus-internal/utilsCommon';

/** The Docusaurus release whose internals src/docusaurus-internal/ and src/plugins/lean-client were checked against. */
const REVIEWED_VERSION = '3.10.2';

const root = path.join(__dirname, '../..');
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;

describe('Docusaurus internals', () => {
  it.each(['@docusaurus/core', '@docusaurus/theme-common', '@docusaurus/theme-classic', '@docusaurus/utils-common'])(
    '%s is the release they were checked against (on an upgrade: re-check docs-dev/DECISIONS.md "Docusaurus internals", then update REVIEWED_VERSION)',
    (name) => {
      expect(installed(name)).toBe(REVIEWED_VERSION);
    },
  );

  it('every symbol the site takes from theme-common/internal is still exported there', () => {
    const ours = fs.readFileSync(path.join(root, 'src/docusaurus-internal/index.ts'), 'utf8');
    const names = [...ours.matchAll(/^\s+(?:type )?(\w+),/gm)].map((match) => match[1]!);
    const theirs = fs.readFileSync(path.join(root, 'node_modules/@docusaurus/theme-common/lib/internal.d.ts'), 'utf8');
    expect(names).toHaveLength(9);
    for (const name of names) expect(theirs).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("the browser copy of @docusaurus/utils-common has every export of the package's entry point, with the same values", () => {
    expect(Object.keys(browserCopy).sort()).toEqual(Object.keys(packageEntry).sort());
    expect(browserCopy.blogPostContainerID).toBe(packageEntry.blogPostContainerID);
    expect(browserCopy.applyTrailingSlash('/about/', {trailingSlash: false, baseUrl: '/'})).toBe('/about');
    expect(browserCopy.addPrefix('guides', '/')).toBe('/guides');
  });
});
