/**
 * A page in the site's own look for answers the server writes itself (the
 * reply to a form posted without JavaScript). It borrows the built not-found
 * page's header, footer and stylesheet, swaps in a new title and main
 * content, and drops every script: the page must not hydrate into the
 * not-found page, and it needs no JavaScript.
 */
import type {SiteFiles} from '../static/siteFiles';
import {FULL_STYLESHEET_ID} from '../../src/client/fullStylesheetLink';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
}

/** A few rules for the server's pages; the site's stylesheet does the rest. */
const pageStyles = `<style>
.hcf-page{max-width:46rem;margin:0 auto;padding:2.5rem 1.25rem 3rem}
.hcf-page fieldset{border:0;margin:0 0 1.5rem;padding:0}
.hcf-page legend{font-size:1.25rem;font-weight:700;margin-bottom:.75rem}
.hcf-field{margin-bottom:1rem}
.hcf-field label{display:block;font-weight:600;margin-bottom:.25rem}
.hcf-field input[type=text],.hcf-field input[type=email],.hcf-field input[type=tel],.hcf-field select,.hcf-field textarea{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid #8a97a6;border-radius:8px;font:inherit;background:#fff}
.hcf-check{display:flex;gap:.75rem;align-items:flex-start}
.hcf-check input{width:1.5rem;height:1.5rem;margin-top:.1rem;flex:none}
.hcf-hint{margin:0 0 .25rem;color:#52606d;font-size:.9rem}
.hcf-error{margin:.25rem 0 0;color:#b42318;font-weight:600}
.hcf-invalid{border:2px solid #b42318!important}
.hcf-summary{border:3px solid #b42318;border-radius:10px;padding:1rem 1.25rem;margin-bottom:2rem}
.hcf-summary a{color:#b42318;font-weight:600}
.hcf-notice{background:#f3f6f9;border-radius:10px;padding:1rem 1.25rem;margin-bottom:1rem;font-size:.95rem}
.hcf-reference{font-size:1.5rem;font-weight:700;letter-spacing:.05em}
.hcf-hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
</style>`;

export type PageShell = (title: string, main: string) => string;

function fallbackShell(brand: string): PageShell {
  return (title, main) =>
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(brand)}</title>${pageStyles}</head><body><main id="main" class="hcf-page">${main}</main></body></html>`;
}

export function createPageShell(site: SiteFiles, brand: string): PageShell {
  const template = site.notFoundPage?.identity.body.toString('utf8');
  const mainStart = template?.search(/<main\b/i) ?? -1;
  const mainEnd = template?.lastIndexOf('</main>') ?? -1;
  if (!template || mainStart === -1 || mainEnd === -1) return fallbackShell(brand);

  const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
  const head = withoutScripts(template.slice(0, mainStart))
    // The not-found page's canonical and social tags describe /404.html, not this answer.
    .replace(/<link[^>]+rel=["']?(canonical|alternate)["']?[^>]*>/gi, '')
    .replace(/<meta[^>]+property=["']?og:[^>]*>/gi, '')
    .replace('</head>', `<meta name="robots" content="noindex">${pageStyles}</head>`);
  // The built pages hold the full stylesheet in a <noscript> for a script to add after hydration
  // (src/client/fullStylesheet.ts); these pages run no script, so they link it directly.
  const tail = withoutScripts(template.slice(mainEnd + '</main>'.length)).replace(
    new RegExp(`<noscript id="?${FULL_STYLESHEET_ID}"?>(<link\\b[^>]*>)</noscript>`, 'i'),
    '$1',
  );

  return (title, main) =>
    head.replace(/<title[^>]*>[\s\S]*?<\/title>/i, `<title>${escapeHtml(title)} | ${escapeHtml(brand)}</title>`) +
    `<main id="main" class="hcf-page">${main}</main>` +
    tail;
}
