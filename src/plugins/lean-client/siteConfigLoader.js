/**
 * Loader for the browser's copy of the generated site config
 * (.docusaurus/docusaurus.config.mjs, see index.ts). The whole config is
 * serialised into every page's main bundle, but the browser only reads the
 * site's own fields and themeConfig; the plugin and preset options (the
 * redirect list, feed and image settings), the head tags, the Markdown
 * options, the page template and the lists of static files are build-time
 * settings. They are
 * left out of the browser's copy. If the file is not plain JSON after
 * `export default`, Docusaurus changed how it writes it: the build stops
 * (shipping the whole config again would go unnoticed).
 */
const buildTimeOnly = [
  'plugins',
  'presets',
  'headTags',
  'ssrTemplate',
  'markdown',
  'clientModules',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
];

module.exports = function clientSiteConfigLoader(source) {
  const unreadable = (why, options) =>
    new Error(
      `[lean-client] The generated site config ${why}. Docusaurus changed how it writes ` +
        '.docusaurus/docusaurus.config.mjs: update src/plugins/lean-client/siteConfigLoader.js.',
      options,
    );
  const match = /export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) throw unreadable('does not end with `export default {...};`');
  let config;
  try {
    config = JSON.parse(match[1]);
  } catch (error) {
    throw unreadable('is not JSON after `export default`', {cause: error});
  }
  for (const key of buildTimeOnly) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
