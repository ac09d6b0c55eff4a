/**
 * The build's half of starting the scripts after the first paint
 * (src/client/pageStart): bundle tags become placeholders the browser does not
 * load, and the CSP hashes the scripts that run, not the placeholders.
 * What a visitor sees (early clicks and typing kept) is in
 * tests/e2e/early-interactions.both.spec.ts.
 */
import crypto from 'crypto';
import {SCRIPT_PLACEHOLDER_TYPE, withScriptPlaceholders} from '../../src/client/pageStart/placeholder';
import {pageStartScript} from '../../src/client/pageStart/inlineScript';
import {inlineScriptHashes} from '../../server/security/csp';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('withScriptPlaceholders', () => {
  const head =
    '<script data-rh=true type=application/ld+json>{"@context":"https://schema.org"}</script>' +
    '<script>document.documentElement.dataset.x=1</script>' +
    '<script src=/assets/js/runtime~main.201a19d1.js defer></script>' +
    '<script src="/assets/js/main.321b424a.js" defer></script>';

  it('turns each bundle into a placeholder, in the same order, and leaves other scripts as they are', () => {
    expect(withScriptPlaceholders(head)).toBe(
      '<script data-rh=true type=application/ld+json>{"@context":"https://schema.org"}</script>' +
        '<script>document.documentElement.dataset.x=1</script>' +
        `<script type=${SCRIPT_PLACEHOLDER_TYPE} data-src=/assets/js/runtime~main.201a19d1.js></script>` +
        `<script type=${SCRIPT_PLACEHOLDER_TYPE} data-src=/assets/js/main.321b424a.js></script>`,
    );
  });

  it('leaves a page without bundles unchanged', () => {
    const redirectPage = '<script>window.location.href="/about"</script>';
    expect(withScriptPlaceholders(redirectPage)).toBe(redirectPage);
  });

  it('refuses a bundle tag in a form it does not know, rather than let it load before the first paint', () => {
    expect(() => withScriptPlaceholders('<script defer src=/assets/js/main.321b424a.js></script>')).toThrow(
      /unexpected form/,
    );
    expect(() => withScriptPlaceholders('<script type=module src="/assets/js/main.1.js"></script>')).toThrow();
  });
});

describe('the CSP and the start-up script', () => {
  it('hashes the inline scripts that run, not the placeholders or JSON-LD', () => {
    const html = withScriptPlaceholders(
      '<script type=application/ld+json>{}</script><script>a()</script><script type=module>b()</script>' +
        '<script src=/assets/js/main.1.js defer></script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('bundles the start-up script into one self-contained inline script', () => {
    const script = pageStartScript();
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    // Inlined in <head>: a closing tag inside it would end the element early.
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toContain(SCRIPT_PLACEHOLDER_TYPE);
  });
});
