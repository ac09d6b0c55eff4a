/**
 * lean-client (src/plugins/lean-client) drops two of theme-classic's client
 * modules. These tests show that the build stops when an upgrade moves one
 * (the browser copy of utils-common is checked in docusaurusInternals.test.ts).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  DROPPED_CLIENT_MODULES,
  droppedClientModulePaths,
  themeClassicClientModules,
} from '../../src/plugins/lean-client/targets';

describe('the Docusaurus internals lean-client replaces', () => {
  // The context fields theme-classic's plugin reads to list its client modules.
  const context = {
    siteDir: path.join(__dirname, '../..'),
    siteStorage: {type: 'localStorage', namespace: false},
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
  } as unknown as Parameters<typeof themeClassicClientModules>[0];

  it('are where the installed Docusaurus has them', () => {
    const {lib, listed} = themeClassicClientModules(context);
    expect(droppedClientModulePaths(lib, listed)).toEqual(DROPPED_CLIENT_MODULES.map((name) => path.join(lib, name)));
  });

  it('stop the build when theme-classic no longer lists a client module', () => {
    const {lib, listed} = themeClassicClientModules(context);
    const renamed = listed.map((module) => (module === './nprogress' ? './navigationProgress' : module));
    expect(() => droppedClientModulePaths(lib, renamed)).toThrow(
      /\[lean-client\] @docusaurus\/theme-classic no longer lists the client module "\.\/nprogress"/,
    );
  });

  it('stop the build when a client module file is gone', () => {
    const emptyLib = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-client-'));
    expect(() => droppedClientModulePaths(emptyLib, ['./prism-include-languages', './nprogress'])).toThrow(
      /prism-include-languages\.js does not exist/,
    );
    fs.rmSync(emptyLib, {recursive: true});
  });
});
