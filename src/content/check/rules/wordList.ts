/**
 * The project word list (.cspell/project-words.txt), which writers extend in
 * their pull requests: one word a line, in alphabetical order ignoring
 * capitals, each once, so a reviewer sees each addition at its place.
 */
import fs from 'fs';
import path from 'path';
import type {Problem} from '../problem';

export const wordListFile = '.cspell/project-words.txt';

const order = (a: string, b: string) =>
  a.toLowerCase().localeCompare(b.toLowerCase(), 'en') || a.localeCompare(b, 'en');

export function checkWordList(siteDir: string): Problem[] {
  const file = path.join(siteDir, wordListFile);
  if (!fs.existsSync(file)) return [];
  const words = fs.readFileSync(file, 'utf8').split('\n');
  return words.flatMap((word, i): Problem[] => {
    const line = i + 1;
    if (word.trim() === '')
      return i === words.length - 1 ? [] : [{file: wordListFile, line, what: 'an empty line', fix: 'remove it'}];
    if (/\s/.test(word.trim()) || word !== word.trim())
      return [
        {file: wordListFile, line, what: `"${word}" is not one word`, fix: 'write one word a line, with no spaces'},
      ];
    const previous = words
      .slice(0, i)
      .filter((w) => w.trim() !== '')
      .pop();
    if (previous === undefined) return [];
    if (previous === word)
      return [{file: wordListFile, line, what: `"${word}" is listed twice`, fix: 'remove this line'}];
    if (order(previous, word) <= 0) return [];
    const after = words
      .filter((w) => w.trim() !== '' && w !== word && order(w, word) < 0)
      .sort(order)
      .pop();
    return [
      {
        file: wordListFile,
        line,
        what: `"${word}" is out of alphabetical order (after "${previous}")`,
        fix: after
          ? `move it to the line after "${after}" (the list is sorted ignoring capitals)`
          : 'move it to the top of the list',
      },
    ];
  });
}
