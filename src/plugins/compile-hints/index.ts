/**
 * compile-hints: tells Chromium's JavaScript engine (V8) that the functions in
 * `main.js` all run while a page starts, with V8's magic comment
 * `//# allFunctionsCalledOnLoad` as the file's first line.
 *
 * Why: V8 compiles a function the first time it is called unless told
 * otherwise. `main.js` (React, the router, the layout) runs almost all of its
 * functions while the page hydrates, so each was compiled then, on the main
 * thread, one by one. With the hint, V8 compiles them while the file is still
 * downloading, on a background thread, and the main thread only runs them.
 * Browsers without the feature read a comment. Only `main.js` gets it: route
 * chunks hold code a page may never call (a calculator's other steps), and
 * compiling that eagerly would be wasted. Measured in docs-dev/PERFORMANCE.md
 * ("What the build does, and why"), where a paired audit must keep confirming it.
 *
 * It is a banner (the bundler's own BannerPlugin, public configuration) added
 * after minification, which would drop a comment, and before the final content
 * hash is computed, so the file's name still follows its content.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry bundle's file name as Docusaurus writes it in production. */
export const entryBundle = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: entryBundle,
            // After the minifier (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH).
            stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
          }),
        ],
      };
    },
  };
}
