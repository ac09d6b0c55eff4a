/**
 * The build (scripts/start-scripts-after-paint.ts) turns each of the page's
 * `<script src defer>` tags into a data block of this type, which the browser
 * neither downloads nor runs; the inline start-up script later turns them
 * back into real scripts, in the same order.
 */
export const SCRIPT_PLACEHOLDER_TYPE = 'text/x-start-after-paint';
