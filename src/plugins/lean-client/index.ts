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
 * And it gives the MDX runtime (`@mdx-js/react`) and the docs plugin's client
 * hooks a shared chunk each (sharedChunks below): webpack otherwise copies
 * these small modules into every chunk that imports them, so a guide or the
 * glossary downloaded them twice (its layout's chunk and its content's).
 *
 * And page chunks are named by their content hash alone
 * (chunkFilename below): Docusaurus names them `[name].[contenthash]`, so the
 * webpack runtime every page loads carried a second map, chunk id to name, with
 * one entry for every page's chunk (about 6 bytes gzip per chunk, so per
 * article; the hash alone still changes whenever the chunk does).
 *
 * The first three reach into Docusaurus's internal files. targets.ts resolves
 * each one when the bundler is configured and stops the build with a clear
 * message if an update moved it, instead of silently shipping the code again.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsClientFolder, droppedClientModulePaths, themeClassicClientModules, utilsCommonEntry} from './targets';

const emptyModule = path.join(__dirname, 'empty.ts');

/** Webpack cache groups (public bundler configuration, merged into Docusaurus's own), one per package. */
const sharedChunk = (name: string, packagePath: string) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/]${packagePath.replace(/\//g, '[\\\\/]')}[\\\\/]`),
  name,
  chunks: 'async' as const,
  minChunks: 2,
  minSize: 0,
  priority: 30,
  reuseExistingChunk: true,
});

/**
 * Modules that both a page's layout and its MDX content import, each package in its own chunk, loaded once,
 * instead of a copy in each chunk (a separate chunk per package, so a blog post does not load the docs hooks).
 */
export const sharedChunks = {
  mdxRuntime: sharedChunk('mdx-runtime', '@mdx-js/react'),
  docsClient: sharedChunk('docs-client', '@docusaurus/plugin-content-docs/lib/client'),
};

/** Page chunks' file names: the content hash alone, so the runtime needs no chunk-name map (production builds only). */
export const chunkFilename = 'assets/js/[contenthash:8].js';

export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      const themeClassic = themeClassicClientModules(context);
      const dropped = droppedClientModulePaths(themeClassic.lib, themeClassic.listed);
      utilsCommonEntry();
      docsClientFolder(path.dirname(require.resolve('@docusaurus/plugin-content-docs')));
      return {
        resolve: {
          alias: {
            ...(isServer
              ? {}
              : {'@docusaurus/utils-common$': path.join(context.siteDir, 'src/docusaurus-internal/utilsCommon.ts')}),
            ...Object.fromEntries(dropped.map((file) => [`${file}$`, emptyModule])),
          },
        },
        ...(isServer
          ? {}
          : {
              ...(process.env.NODE_ENV === 'production' ? {output: {chunkFilename}} : {}),
              optimization: {splitChunks: {cacheGroups: sharedChunks}},
            }),
      };
    },
  };
}
