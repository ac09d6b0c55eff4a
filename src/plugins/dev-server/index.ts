/**
 * dev-server: the Docusaurus development server as writers preview with it
 * (`npm run dev`; production builds are unaffected).
 * - It passes /api/* and /healthz to the site's Node server, so the quote form
 *   works in development as it does in production. scripts/dev.mjs starts
 *   both and sets API_PROXY_TARGET.
 * - Its error overlay leaves out a "Module build failed" error thrown in the
 *   page. While a file is broken the overlay already shows that error as a
 *   compile problem; the live update that follows the fix can run the broken
 *   module once on its way, and the overlay then kept the old error over the
 *   mended page as an "uncaught runtime error" until closed by hand, so a
 *   writer thought the fix had failed. Other errors in the page still show.
 */
import type {Plugin} from '@docusaurus/types';

export default function devServerPlugin(): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';
      return {
        devServer: {
          proxy: [{context: ['/api', '/healthz'], target}],
          // Sent to the browser as its source text: it must use nothing from this file.
          client: {overlay: {runtimeErrors: (error: Error) => !/Module build failed/.test(String(error?.message))}},
        },
      } as object;
    },
  };
}
