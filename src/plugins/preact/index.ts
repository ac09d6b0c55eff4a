/**
 * preact: the site's pages run on Preact (through preact/compat) instead of
 * React, in the browser and in the build's server rendering alike.
 *
 * Why: React's DOM renderer was about half of the JavaScript every page ran
 * (main.js was 119 KB compressed, 63 KB with Preact); preact/compat offers
 * the same API. Pages, theme and router are unchanged: only the bundler's
 * resolution of "react" and "react-dom" differs. Rendering on the server
 * with Preact too keeps the HTML and the browser's first render identical,
 * so hydration never has to repair anything.
 *
 * Jest still tests the components with React (they are written against
 * React's API); the end-to-end tests run the built site, so they test Preact.
 */
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

const preactRoot = path.dirname(require.resolve('preact/package.json'));
const preactFile = (file: string) => path.join(preactRoot, file);

/**
 * One file per Preact entry point, whatever the importer asks for: a
 * CommonJS require('react') (react-loadable, react-helmet-async) and an
 * ES import must reach the same copy, or two Preacts run side by side and
 * their contexts collide. "$" makes each alias an exact match.
 */
const preactAliases = {
  react$: preactFile('compat/dist/compat.module.js'),
  'react-dom$': preactFile('compat/dist/compat.module.js'),
  'react-dom/client$': preactFile('compat/client.mjs'),
  'react/jsx-runtime$': preactFile('jsx-runtime/dist/jsxRuntime.module.js'),
  'react/jsx-dev-runtime$': preactFile('jsx-runtime/dist/jsxRuntime.module.js'),
  preact$: preactFile('dist/preact.module.js'),
  'preact/compat$': preactFile('compat/dist/compat.module.js'),
  'preact/hooks$': preactFile('hooks/dist/hooks.module.js'),
  'preact/jsx-runtime$': preactFile('jsx-runtime/dist/jsxRuntime.module.js'),
};

const docusaurusClient = path.dirname(require.resolve('@docusaurus/core/lib/client/App'));

/** Two files of Docusaurus's client that assume React's rendering order, and their replacements here. */
const replacedDocusaurusFiles = {
  // React's streaming server renderer, swapped for Preact's string renderer.
  [`${path.join(docusaurusClient, 'renderToHtml.js')}$`]: path.join(__dirname, 'renderToHtml.ts'),
  // Scrolling after a change of page moves to src/client/scrollRestoration.ts (see the file).
  [`${path.join(docusaurusClient, 'ClientLifecyclesDispatcher.js')}$`]: path.join(
    __dirname,
    'ClientLifecyclesDispatcher.tsx',
  ),
};

export default function preactPlugin(): Plugin {
  return {
    name: 'preact',
    getClientModules() {
      return [path.join(__dirname, 'joinTextHook.ts')];
    },
    // Docusaurus pins "react" and "react-dom" to the site's copies with its own
    // aliases; those would win over ours, so they are replaced, not merged.
    configureWebpack(config: Configuration) {
      const alias = (config.resolve?.alias ?? {}) as Record<string, string | false | string[]>;
      delete alias.react;
      delete alias['react-dom'];
      config.resolve = {
        ...config.resolve,
        alias: {...preactAliases, ...replacedDocusaurusFiles, ...alias},
      };
      return {};
    },
  };
}
