/**
 * lean-client: keeps two of theme-classic's client modules out of the
 * JavaScript every page runs.
 * - prism-include-languages loads the Prism highlighter into the main bundle
 *   to register extra languages; the site highlights no code (src/theme/CodeBlock
 *   is a plain <pre>, and docusaurus.config.ts gives Prism an empty palette).
 * - nprogress draws a progress bar on navigation; the site has its own
 *   "Loading..." indicator (src/client/routeLoading.ts), and two would compete.
 * It also gives the browser bundle an ES-module copy of
 * `@docusaurus/utils-common`'s entry point (src/docusaurus-internal/utilsCommon.ts): the package's
 * CommonJS one pulls all of tslib into every page for a single helper.
 *
 * And page chunks are named by their content hash alone
 * (chunkFilename below): Docusaurus names them `[name].[contenthash]`, so the
 * webpack runtime every page loads carried a second map, chunk id to name, with
 * one entry for every page's chunk (about 6 bytes gzip per chunk, so per
 * article; the hash alone still changes whenever the chunk does).
 *
 * The first two reach into Docusaurus's internal files. targets.ts resolves
 * each one when the bundler is configured and stops the build with a clear
 * message if an update moved it, instead of silently shipping the code again.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {droppedClientModulePaths, themeClassicClientModules, utilsCommonEntry} from './targets';

const emptyModule = path.join(__dirname, 'empty.ts');

/** Page chunks' file names: the content hash alone, so the runtime needs no chunk-name map (production builds only). */
export const chunkFilename = 'assets/js/[contenthash:8].js';

export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      const themeClassic = themeClassicClientModules(context);
      const dropped = droppedClientModulePaths(themeClassic.lib, themeClassic.listed);
      utilsCommonEntry();
      return {
        resolve: {
          alias: {
            ...(isServer
              ? {}
              : {'@docusaurus/utils-common$': path.join(context.siteDir, 'src/docusaurus-internal/utilsCommon.ts')}),
            ...Object.fromEntries(dropped.map((file) => [`${file}$`, emptyModule])),
          },
        },
        ...(!isServer && process.env.NODE_ENV === 'production' ? {output: {chunkFilename}} : {}),
      };
    },
  };
}
