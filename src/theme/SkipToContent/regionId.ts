/** The skip link's region: where focus goes after a change of page (src/client/routeAnnouncer.ts). A module of its own so that client module, in every page's main.js, does not bring the component. */
export const SKIP_TO_CONTENT_REGION_ID = 'skip-to-content';
