/**
 * What lean-client replaces inside Docusaurus, resolved and checked when the
 * bundler is configured. Each target is an internal file of a Docusaurus
 * package, not a public API: if an update renamed or dropped one, the
 * replacement would silently stop applying and every page would ship the code
 * it meant to leave out. So each is checked here, and the build stops with a
 * message that names what moved (tests/unit/leanClient.test.ts).
 */
import fs from 'fs';
import path from 'path';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext} from '@docusaurus/types';

/** theme-classic's client modules that lean-client replaces with an empty module (see index.ts for why). */
export const DROPPED_CLIENT_MODULES = ['prism-include-languages', 'nprogress'] as const;

export class LeanClientTargetMoved extends Error {
  constructor(what: string, fix: string, options?: ErrorOptions) {
    super(
      `[lean-client] ${what}. A Docusaurus update moved what src/plugins/lean-client replaces; ` +
        `without this check the site would silently ship it again. ${fix}`,
      options,
    );
    this.name = 'LeanClientTargetMoved';
  }
}

/**
 * The absolute paths (as Docusaurus lists client modules: theme-classic's lib folder, no extension) of the
 * client modules to drop. Throws when theme-classic no longer lists one of them or its file is gone.
 */
export function droppedClientModulePaths(themeClassicLib: string, listedClientModules: readonly string[]): string[] {
  return DROPPED_CLIENT_MODULES.map((name) => {
    if (!listedClientModules.includes(`./${name}`)) {
      throw new LeanClientTargetMoved(
        `@docusaurus/theme-classic no longer lists the client module "./${name}" (it lists: ${listedClientModules.join(', ')})`,
        `Find what replaced it and update DROPPED_CLIENT_MODULES, or drop the replacement.`,
      );
    }
    const file = path.join(themeClassicLib, name);
    if (!fs.existsSync(`${file}.js`)) {
      throw new LeanClientTargetMoved(
        `${file}.js does not exist`,
        `Find the module's new path and update src/plugins/lean-client/targets.ts.`,
      );
    }
    return file;
  });
}

/** The entry point of @docusaurus/utils-common, which the browser gets an ES-module copy of (utilsCommon.ts). */
export function utilsCommonEntry(): string {
  try {
    return require.resolve('@docusaurus/utils-common');
  } catch (error) {
    throw new LeanClientTargetMoved(
      '@docusaurus/utils-common cannot be resolved',
      'Remove the alias in src/plugins/lean-client/index.ts if the package is gone.',
      {cause: error},
    );
  }
}

/** theme-classic's own list of client modules (its public getClientModules lifecycle), for this site. */
export function themeClassicClientModules(context: LoadContext): {lib: string; listed: string[]} {
  const listed = themeClassic(context, {customCss: []}).getClientModules?.() ?? [];
  return {lib: path.dirname(require.resolve('@docusaurus/theme-classic')), listed};
}
