/**
 * Rules of the running server that deploy tooling (deploy/, the nginx
 * and static-host outputs) must repeat. They live here, in a module that
 * imports nothing, so the tooling reads the server's rules and the server
 * never imports the tooling. tests/unit/server/importCircles.test.ts keeps
 * server/ free of import circles.
 */

/** The largest enquiry body the API reads (JSON or form post); larger gets 413. */
export const ENQUIRY_BODY_LIMIT = 32 * 1024;

/** Netlify's and Cloudflare's configuration files, written into the build: they describe the site and are never served. */
export const STATIC_HOST_FILES = ['_redirects', '_headers'] as const;
