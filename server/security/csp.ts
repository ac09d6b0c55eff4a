/**
 * The Content-Security-Policy the site's own pages satisfy.
 *
 * Every page inlines a few small scripts (the theme's colour mode, the
 * script-failure notice, the start-up script that loads the bundles after the
 * first paint). Rather than allow every inline script ('unsafe-inline'), the
 * server reads the built HTML at start-up and allows exactly those scripts by
 * their SHA-256 hashes. The hashes of all pages are allowed on every page,
 * because navigating inside the app can add a page's head scripts to a
 * document that started elsewhere. JSON-LD blocks and the start-up script's
 * placeholders are data, never executed, so they need no hash. Old
 * addresses and aliases have no page: every host answers them with a 301.
 *
 * Pagefind (site search) compiles WebAssembly, which needs 'wasm-unsafe-eval'
 * (it allows WebAssembly compilation only, not JavaScript eval). Styles allow
 * 'unsafe-inline' because React renders style attributes into the HTML; CSS
 * cannot run script, so this is the usual trade-off.
 */
import crypto from 'crypto';

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const scriptType = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i;
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Scripts with another type (JSON-LD, the start-up script's placeholders) are data the browser never runs. */
function isExecutable(attributes: string): boolean {
  return executableTypes.has(attributes.match(scriptType)?.[1]?.toLowerCase() ?? '');
}

/** SHA-256 hashes (CSP source form) of the executable inline scripts in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes!) || !isExecutable(attributes!)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy for every response, with the given script hashes allowed. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy for a whole build: every executable inline script of its pages. */
export function contentSecurityPolicyForPages(htmlDocuments: Iterable<string>): string {
  const hashes = new Set<string>();
  for (const html of htmlDocuments) {
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return contentSecurityPolicy(hashes);
}
