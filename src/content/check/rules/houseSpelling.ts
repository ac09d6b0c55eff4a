/**
 * House spelling the dictionary cannot see: "license" is the verb, the noun is
 * "licence". The US forms and "programme" are cspell.json's flagWords (the
 * spelling rule). Words inside links' targets, inline code, URLs and import
 * lines are left alone.
 */
import {proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/**
 * A noun "license" (a licence, the licence number, a builder's licence, a driver licence): Australian English spells
 * the noun "licence". Not after a plural ("builders license subcontractors" is the verb), but for "drivers license".
 */
const licenseNoun =
  /\b(?:a|an|the|its|our|your|their|credit|Australian Credit|this|that|\w+['’]s|drivers?|builder|contractor|trade|business|liquor|learner)\s+licen[sc]e\b(?!\s+(?:to|the|a|an|it|them)\b)|\blicense\s+(?:number|holder|holders|conditions?|fee|fees)\b/gi;

function visibleText(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b(?:href|to|src|id|className)=["'][^"']*["']/g, ' ');
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/**
 * A date not as the house writes it ("23 November 2026"): "31/01/2027", "1/7/26", "December 15, 2026", "1st July,
 * 2026" (a writer's trial). Not "12/24/36 months" (a re-check): with a two-digit year, the middle must be a month.
 */
const foreignDate = new RegExp(
  `(?<![\\d/])(?:\\d{1,2}/\\d{1,2}/\\d{4}|\\d{1,2}/(?:0?[1-9]|1[0-2])/\\d{2})(?![\\d/])|\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b|\\b\\d{1,2}(?:st|nd|rd|th) ${MONTH},? \\d{4}\\b`,
  'g',
);

export function checkHouseSpelling(file: ContentFile): Problem[] {
  return proseLines(file).flatMap(({line, text}) => {
    if (/^import\s/.test(text)) return [];
    const visible = visibleText(text);
    const problem = (what: string, fix: string): Problem => ({file: file.relativePath, line, what, fix});
    return [
      ...[...visible.matchAll(licenseNoun)].flatMap(([phrase]) =>
        /license/i.test(phrase)
          ? [
              problem(
                `"${phrase}": the noun is spelt "licence" in Australian English`,
                `write "${phrase.replace(/license/i, (m) => (m[0] === 'L' ? 'Licence' : 'licence'))}" ("license" is only the verb)`,
              ),
            ]
          : [],
      ),
      ...[...visible.matchAll(foreignDate)].map(([date]) =>
        problem(
          `"${date}" is not how the site writes a date`,
          'write the day, the month in words and the year: "23 November 2026"',
        ),
      ),
    ];
  });
}
