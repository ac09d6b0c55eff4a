/**
 * Last step of `npm run build`: writes `_redirects` and `_headers` into the
 * build for Netlify and Cloudflare Pages (the site's own server and nginx
 * never serve them). API_ORIGIN, when set, is where the Node server taking
 * enquiries runs; Netlify then proxies /api/* there.
 */
import fs from 'fs';
import path from 'path';
import {readHostingRules} from '../deploy/rules';
import {renderHeaders, renderRedirects} from '../deploy/staticHost';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const apiOrigin = process.env.API_ORIGIN?.trim() || undefined;
if (apiOrigin && !/^https:\/\/[^/]+$/.test(apiOrigin.replace(/\/+$/, ''))) {
  console.error(
    `[static-host] API_ORIGIN must be an https origin such as https://api.example.com.au, not "${apiOrigin}"`,
  );
  process.exit(1);
}

const rules = readHostingRules(buildDir);
fs.writeFileSync(path.join(buildDir, '_redirects'), renderRedirects(rules, {apiOrigin}));
fs.writeFileSync(path.join(buildDir, '_headers'), renderHeaders(rules));
// Said on every build: on Netlify, a build without it publishes a quote form whose posts reach nothing.
console.log(
  `[static-host] _redirects and _headers for ${rules.pages.length} pages; ${apiOrigin ? `/api/* proxied to ${apiOrigin}` : 'no API_ORIGIN (needed only on a static host such as Netlify, for the quote form: docs-dev/OPERATIONS.md, layout 3)'}`,
);
