/**
 * Custom properties a page's inlined CSS declares and nothing on the page
 * reads. Infima declares some 370 on :root (colours, spacing, every
 * component's settings); Beasties inlines the whole :root rule, so each page
 * carried about 320 of them, of which 215 to 230 no rule on the page uses:
 * about 1.6 KB compressed of every page's HTML, and custom properties the
 * browser resolves for the root element and hands down to every element.
 *
 * PurgeCSS's `variables` option does the work (it follows var() through other
 * custom properties, so a property read only by an unused one goes too). Its
 * selector pruning is switched off: every rule Beasties chose is kept, with
 * every ordinary declaration.
 *
 * The full stylesheet, added after hydration, still declares all of them, so
 * a page reached later, or a part of this one that its inlined CSS does not
 * style, gets every property when it gets the rules that read it.
 */
import postcss from 'postcss';
import {PurgeCSS} from 'purgecss';

/** Every custom property name written in `text` (a page's markup, a script), so none is removed that they may read or set. */
export function customPropertyNames(text: string): Set<string> {
  return new Set(text.match(/--[A-Za-z_][\w-]*/g) ?? []);
}

/** `names` with every custom property their declarations in `css` read, and those read in turn. */
function withWhatTheyRead(css: string, names: Iterable<string>): string[] {
  const values = new Map<string, string[]>();
  postcss.parse(css).walkDecls(/^--/, ({prop, value}) => {
    values.set(prop, [...(values.get(prop) ?? []), value]);
  });
  const kept = new Set<string>();
  const queue = [...names];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (kept.has(name)) continue;
    kept.add(name);
    for (const value of values.get(name) ?? [])
      queue.push(...[...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
  }
  return [...kept];
}

/**
 * `css` without the custom properties no var() in it reads, directly or through another custom property,
 * keeping every name in `readElsewhere` (those a page's style attributes or scripts may use) and what they read.
 */
export async function withoutUnreadCustomProperties(css: string, readElsewhere: Iterable<string>): Promise<string> {
  // PurgeCSS keeps a safelisted property but not what its value reads, so the safelist is closed over var() first.
  const [result] = await new PurgeCSS().purge({
    content: [{raw: '', extension: 'html'}],
    css: [{raw: css}],
    // Any selector part matches: no rule is removed for its selector; only custom properties are judged.
    safelist: {greedy: [/[\s\S]/], variables: withWhatTheyRead(css, readElsewhere)},
    variables: true,
    keyframes: false,
    fontFace: false,
  });
  return result?.css ?? css;
}
