/**
 * The site has no announcement bar (nothing is set in themeConfig), so the
 * theme's bar, its close button and its icon are kept out of every page's
 * JavaScript. To announce something, put it in the page content instead.
 */
export default function AnnouncementBar(): null {
  return null;
}
