/**
 * docs-without-global-data: Docusaurus's docs plugin, unchanged, except that
 * it does not publish its global data.
 *
 * The docs plugin lists every doc of every section (id, path, sidebar) in its
 * global data, and Docusaurus puts global data in main.js, the script every
 * page runs: each new guide made every visit to every page heavier (see
 * docs-dev/PERFORMANCE.md). What reads that data is the theme's docs navbar
 * items, its version dropdown and banner, the preferred-version store and
 * contextual search; the site renders none of them (its own navbar, guides
 * sidebar and breadcrumbs read the page's own route data through useDoc and
 * useDocsSidebar).
 *
 * Wrapping a plugin is done with public plugin APIs only: the docs plugin's
 * module (its default export and validateOptions) and its contentLoaded
 * lifecycle, which gets every action except setGlobalData. So that a future
 * theme component reading the data cannot fail silently in the browser,
 * postBuild stops the build if any script in it names the docs plugin's
 * global data (assertNoDocsGlobalDataReader).
 */
import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import docsPlugin, {validateOptions, type PluginOptions, type LoadedContent} from '@docusaurus/plugin-content-docs';

/** The name the docs plugin publishes its global data under; code that reads it names it as a string. */
const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/**
 * A call with the plugin's name as its first argument, as the docs client reads its global data
 * (`useAllPluginInstancesData("docusaurus-plugin-content-docs")`, minified to `r("docusaurus-plugin-content-docs")`).
 * Data that merely carries the name (the route's plugin id, the site's plugin versions) has it after `:` or `{`.
 */
const readerCall = new RegExp(`\\(\\s*["'\`]${DOCS_PLUGIN_NAME}["'\`]`);

/** The built scripts that read the docs plugin's global data, for the build check. */
export function docsGlobalDataReaders(outDir: string): string[] {
  const jsDir = path.join(outDir, 'assets', 'js');
  if (!fs.existsSync(jsDir)) return [];
  return fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readerCall.test(fs.readFileSync(path.join(jsDir, file), 'utf8')));
}

let checked = false;

export default async function docsWithoutGlobalData(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded({content, actions}) {
      await plugin.contentLoaded?.({content, actions: {...actions, setGlobalData: () => {}}});
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      if (checked) return;
      checked = true;
      const readers = docsGlobalDataReaders(props.outDir);
      if (readers.length > 0) {
        throw new Error(
          `docs-without-global-data: ${readers.join(', ')} read the docs plugin's global data, which this site ` +
            'does not publish (src/plugins/docs-without-global-data). Use the page data (useDoc, useDocsSidebar) instead, ' +
            'or go back to @docusaurus/plugin-content-docs in docusaurus.config.ts.',
        );
      }
    },
  };
}

export {validateOptions};
