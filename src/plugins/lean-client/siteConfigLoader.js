/**
 * Loader for the browser's copy of the generated site config
 * (.docusaurus/docusaurus.config.mjs, see index.ts). The whole config is
 * serialised into every page's main bundle, but the browser only reads the
 * site's own fields and themeConfig; the plugin and preset options (the
 * redirect list, feed and image settings), the head tags, the Markdown
 * options and the lists of static files are build-time settings. They are
 * left out of the browser's copy. If the file ever stops being plain JSON
 * after `export default`, it is passed through unchanged.
 */
const buildTimeOnly = [
  'plugins',
  'presets',
  'headTags',
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
  const match = /export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) return source;
  let config;
  try {
    config = JSON.parse(match[1]);
  } catch {
    return source;
  }
  for (const key of buildTimeOnly) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
