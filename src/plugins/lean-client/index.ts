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
 */
import path from 'path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic/lib/nprogress'));
const emptyModule = path.join(__dirname, 'empty.ts');

export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            ...(isServer ? {} : {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts')}),
            [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: emptyModule,
            [`${path.join(themeClassicLib, 'nprogress')}$`]: emptyModule,
          },
        },
        module: {
          rules: isServer
            ? []
            : [
                {
                  test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
                  use: [path.join(__dirname, 'siteConfigLoader.js')],
                },
              ],
        },
      };
    },
  };
}
