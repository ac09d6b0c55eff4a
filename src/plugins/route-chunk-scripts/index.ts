/**
 * route-chunk-scripts: each page's HTML names the scripts of its own route
 * (its layout and content chunks) beside `main.js`, as Docusaurus's page
 * template intends, so the browser downloads them while it reads the HTML
 * instead of only after `main.js` has run.
 *
 * Why this is needed: while it renders a page, Docusaurus records the modules
 * the page loaded (their import requests, such as "@site/docs/guides/x.mdx")
 * and looks them up in the client manifest to write a `<script defer>` for
 * each of their chunks (`it.scripts` in its SSG template). The manifest comes
 * from react-loadable-ssr-addon-v5-slorber, which files chunks under their
 * import requests only on webpack 4; on webpack 5 and Rspack it files them
 * under chunk names and ids, the lookup finds nothing, and every page named
 * just the runtime and `main.js`. Measured in throttled Chromium (150 ms round
 * trip, 1.6 Mbps): a guide's nine route chunks were requested 1.4 s after the
 * navigation began, when `main.js` had run, and arrived 0.4 s later; the
 * stock template behaves the same (docs-dev/PERFORMANCE.md).
 *
 * The fix adds the missing entries: after the bundler has written the
 * manifest, each chunk's import request (from the bundler's public stats,
 * `chunkOrigins`) is filed with the chunk and its siblings, which is what the
 * addon does on webpack 4. Docusaurus then writes the tags itself. Webpack's
 * runtime finds a chunk's existing `<script>` by its address and waits for it
 * rather than fetching it again (tested in tests/e2e/route-chunk-scripts.spec.ts).
 *
 * The manifest's place and shape are the addon's, not a public Docusaurus
 * API: if either changes, the build stops with a message instead of quietly
 * going back to the slower pages. So does a manifest that already files every
 * chunk under its request (the upstream fix has landed: the weekly build
 * against Docusaurus's next release says so, and this plugin can go).
 *
 * Production builds only: the development server (`npm run dev`) renders no
 * HTML ahead of time and writes no client manifest, so there is nothing to
 * add to, and the plugin stays out of its compile (tested in both modes).
 */
import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The manifest Docusaurus's client build writes and its page renderer reads. */
type ClientManifest = {entrypoints: string[]; origins: Record<string, Array<string | number>>; assets: object};

/** What the bundler's stats say of one chunk (webpack 5 and Rspack share this shape). */
type StatsChunk = {id?: string | number; siblings?: Array<string | number>; origins?: Array<{request?: string}>};

/** The bundler's compiler, as much of it as this plugin uses. */
type Compiler = {
  hooks: {afterEmit: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};
type Compilation = {getStats(): {toJson(options: object): {chunks?: StatsChunk[]}}};

const PLUGIN_NAME = 'route-chunk-scripts';

/**
 * Files every chunk under the import requests that created it, with its siblings (pure, for the unit test). Counts
 * the requests the stats name and those the manifest did not file yet.
 */
export function addRequestOrigins(manifest: ClientManifest, chunks: StatsChunk[]): {requests: number; added: number} {
  const requests = new Set<string>();
  let added = 0;
  for (const chunk of chunks) {
    if (chunk.id == null) continue;
    for (const {request} of chunk.origins ?? []) {
      if (!request) continue;
      requests.add(request);
      const ids = manifest.origins[request] ?? [];
      for (const id of [chunk.id, ...(chunk.siblings ?? [])]) if (!ids.includes(id)) ids.push(id);
      if (!manifest.origins[request]) added += 1;
      manifest.origins[request] = ids;
    }
  }
  return {requests: requests.size, added};
}

function isClientManifest(value: unknown): value is ClientManifest {
  const manifest = value as ClientManifest;
  return (
    Array.isArray(manifest?.entrypoints) && typeof manifest.origins === 'object' && typeof manifest.assets === 'object'
  );
}

class RequestOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN_NAME, (compilation) => {
      const manifest: unknown = fs.existsSync(this.manifestPath)
        ? JSON.parse(fs.readFileSync(this.manifestPath, 'utf8'))
        : undefined;
      if (!isClientManifest(manifest)) {
        throw new Error(
          `${PLUGIN_NAME}: no client manifest of the expected shape at ${this.manifestPath}. Docusaurus or ` +
            "react-loadable-ssr-addon-v5-slorber changed how pages find their scripts: check whether a page's HTML " +
            'now names its route chunks on its own (then remove src/plugins/route-chunk-scripts), or update this plugin.',
        );
      }
      const {chunks = []} = compilation.getStats().toJson({all: false, chunks: true, chunkOrigins: true, ids: true});
      const {requests, added} = addRequestOrigins(manifest, chunks);
      if (requests === 0) {
        throw new Error(
          `${PLUGIN_NAME}: the bundler's stats named no chunk's import request; pages would name no route scripts.`,
        );
      }
      // The day Docusaurus or the addon files chunks by request on its own, this plugin is dead weight: say so.
      if (added === 0) {
        throw new Error(
          `${PLUGIN_NAME}: the client manifest already files every route chunk under its import request, so pages ` +
            'name their route scripts without this plugin. Remove src/plugins/route-chunk-scripts (and its rows in ' +
            'docs-dev/DECISIONS.md and docs-dev/PERFORMANCE.md).',
        );
      }
      fs.writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}

export default function routeChunkScripts(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      // Only the production client compile writes the manifest this fills in.
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new RequestOriginsPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))]};
    },
  };
}
