/**
 * lean-client: keeps two of theme-classic's client modules out of the
 * JavaScript every page runs.
 * - prism-include-languages loads the Prism highlighter into the main bundle
 *   to register extra languages; the site configures none, and code blocks
 *   still highlight with prism-react-renderer inside the pages that have them.
 * - nprogress draws a progress bar on navigation; the site has its own
 *   "Loading..." indicator (src/client/routeLoading.ts), and two would compete.
 * It also gives the browser bundle an ES-module copy of
 * `@docusaurus/utils-common`'s entry point (utilsCommon.ts): the package's
 * CommonJS one pulls all of tslib into every page for a single helper.
 * And the browser's copy of the site config leaves out the build-time
 * settings (siteConfigLoader.js): about 1 KB compressed on every page.
 *
 * All of these reach into Docusaurus's internal files. targets.ts resolves
 * each one when the bundler is configured and stops the build with a clear
 * message if an update moved it, instead of silently shipping the code again.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  droppedClientModulePaths,
  generatedSiteConfigPath,
  themeClassicClientModules,
  utilsCommonEntry,
} from './targets';

const emptyModule = path.join(__dirname, 'empty.ts');

export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      const themeClassic = themeClassicClientModules(context);
      const dropped = droppedClientModulePaths(themeClassic.lib, themeClassic.listed);
      utilsCommonEntry();
      const siteConfigFile = generatedSiteConfigPath(context.generatedFilesDir);
      return {
        resolve: {
          alias: {
            ...(isServer ? {} : {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts')}),
            ...Object.fromEntries(dropped.map((file) => [`${file}$`, emptyModule])),
          },
        },
        module: {
          rules: isServer ? [] : [{test: siteConfigFile, use: [path.join(__dirname, 'siteConfigLoader.js')]}],
        },
      };
    },
  };
}
