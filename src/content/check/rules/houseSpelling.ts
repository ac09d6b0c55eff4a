/**
 * House spelling: Australian English. The en-AU dictionary behind the
 * spelling rule accepts many US forms ("organization", "color"), so this rule
 * refuses the common ones by name and gives the Australian form as the fix.
 * Words inside links' targets, inline code, URLs and import lines are left alone.
 */
import {proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/** US stem -> Australian stem; the rule adds the usual endings (s, d, ed, ing, er, al, ation...). */
export const usToAustralian: Readonly<Record<string, string>> = {
  organiz: 'organis',
  recogniz: 'recognis',
  realiz: 'realis',
  prioritiz: 'prioritis',
  minimiz: 'minimis',
  maximiz: 'maximis',
  capitaliz: 'capitalis',
  amortiz: 'amortis',
  authoriz: 'authoris',
  summariz: 'summaris',
  specializ: 'specialis',
  finaliz: 'finalis',
  standardiz: 'standardis',
  analyz: 'analys',
  color: 'colour',
  favor: 'favour',
  honor: 'honour',
  labor: 'labour',
  behavior: 'behaviour',
  neighbor: 'neighbour',
  center: 'centre',
  theater: 'theatre',
  liter: 'litre',
  meter: 'metre',
  gray: 'grey',
  catalog: 'catalogue',
  defense: 'defence',
  offense: 'offence',
  fulfill: 'fulfil',
  enrollment: 'enrolment',
  installment: 'instalment',
};

/** Stems that must not take a prefix or longer root (e.g. "meter" inside "parameter", "program" as software). */
const wholeStems = new Set(['meter', 'liter', 'center', 'color', 'gray', 'labor', 'honor', 'favor']);

const endings = '(?:e|s|es|d|ed|ing|er|ers|ation|ations|ational|able|ably|ite|ites|ful|ly|al)?';

const patterns = Object.entries(usToAustralian).map(([us, au]) => ({
  us,
  au,
  pattern: new RegExp(`\\b${wholeStems.has(us) ? '' : '[a-z]*'}${us}${endings}\\b`, 'gi'),
}));

function keepCase(original: string, replacement: string): string {
  return original[0] === original[0]?.toUpperCase()
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

/** The Australian spelling of a US word this rule knows, or undefined. */
export function australianSpelling(word: string): string | undefined {
  for (const {us, au, pattern} of patterns) {
    pattern.lastIndex = 0;
    if (pattern.test(word)) {
      const at = word.toLowerCase().indexOf(us);
      // "analyz-e" -> "analys-e", "Colors" -> "Colours".
      return keepCase(word, word.slice(0, at) + au + word.slice(at + us.length));
    }
  }
  return undefined;
}

/** A noun "license" (a licence, the licence number): Australian English spells the noun "licence". */
const licenseNoun =
  /\b(?:a|an|the|its|our|your|their|credit|Australian Credit|this|that)\s+licen[sc]e\b(?!\s+(?:to|the|a|an|it|them)\b)|\blicense\s+(?:number|holder|holders|conditions?|fee|fees)\b/gi;

/** The house spells "program" the one way (the Macquarie's first form), for a scheme as for software. */
const programme = /\bprogrammes?\b/gi;

function visibleText(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b(?:href|to|src|id|className)=["'][^"']*["']/g, ' ');
}

export function checkHouseSpelling(file: ContentFile): Problem[] {
  return proseLines(file).flatMap(({line, text}) => {
    if (/^import\s/.test(text)) return [];
    const visible = visibleText(text);
    const problems: Problem[] = [];
    for (const {pattern} of patterns) {
      for (const [word] of visible.matchAll(pattern)) {
        const fix = australianSpelling(word);
        if (fix && fix.toLowerCase() !== word.toLowerCase())
          problems.push({
            file: file.relativePath,
            line,
            what: `"${word}" is US spelling`,
            fix: `write "${fix}" (house spelling is Australian English)`,
          });
      }
    }
    for (const [word] of visible.matchAll(programme)) {
      problems.push({
        file: file.relativePath,
        line,
        what: `"${word}" is not house spelling`,
        fix: `write "${keepCase(word, word.toLowerCase().endsWith('s') ? 'programs' : 'program')}" (house style spells it "program" in every sense)`,
      });
    }
    for (const [phrase] of visible.matchAll(licenseNoun)) {
      if (/license/i.test(phrase))
        problems.push({
          file: file.relativePath,
          line,
          what: `"${phrase}": the noun is spelt "licence" in Australian English`,
          fix: `write "${phrase.replace(/license/i, (m) => (m[0] === 'L' ? 'Licence' : 'licence'))}" ("license" is only the verb)`,
        });
    }
    return problems;
  });
}
