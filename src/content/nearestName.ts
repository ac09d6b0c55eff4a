import {closest, distance} from 'fastest-levenshtein';

/**
 * The name a writer most likely meant (a fact id, a heading's anchor): one a letter or two away (a typo), else one
 * that contains what they typed (a dropped prefix or suffix, "balloon" for "balloon-payment"), else one whose words
 * are all in it (a word added), else the one the fewest letters away, if that is at most
 * `maxDistance` letters (a guess further off than a typo or two misleads more than it helps).
 */
export function nearestName(typed: string, names: readonly string[], maxDistance = Infinity): string | undefined {
  if (names.length === 0) return undefined;
  const nearest = closest(typed, [...names]);
  // A typo of a letter or two ("lvr-limt") is that name, before any name that is only part of it ("lvr").
  if (distance(typed, nearest) <= Math.min(2, maxDistance)) return nearest;
  const containing = names.filter((name) => name.includes(typed));
  if (containing.length > 0) return closest(typed, containing);
  // A word added or spelt out ("ppsr-search" for "ppsr", "lvr-metropolitan" for "lvr-metro"): the longest name that
  // begins what was typed or is whole hyphenated words of it, not a shorter one that names another figure. A name of
  // a letter or two begins too much to be meant: the glossary's letter heading "c" for "capitalisation-rate" (a trial).
  const contained = names.filter(
    (name) =>
      (name.length > 2 &&
        typed.startsWith(name) &&
        /[a-z\d]$/i.test(name) &&
        /^[a-z\d]/i.test(typed.slice(name.length))) ||
      `-${typed}-`.includes(`-${name}-`),
  );
  if (contained.length > 0) return contained.reduce((a, b) => (b.length > a.length ? b : a));
  return distance(typed, nearest) <= maxDistance ? nearest : undefined;
}
