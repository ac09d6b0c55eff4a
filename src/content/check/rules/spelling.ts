/**
 * Australian spelling with cspell: its en-AU dictionary plus the project's
 * word list (.cspell/project-words.txt) for finance terms and names. Runs the
 * cspell command (an ES module) in a child process, first without
 * suggestions (fast), then with them for the few files that have a problem.
 * House spelling is cspell.json's flagWords: each US form (which the en-AU
 * dictionary partly accepts) or "programme", with the house form after "->".
 */
import {spawn} from 'child_process';
import path from 'path';
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

/** The repository holding cspell.json and node_modules (this file is at src/content/check/rules). */
const repoRoot = path.resolve(__dirname, '../../../..');

/** Runs cspell on the files (paths relative to siteDir) and resolves with its report; in a child process, so it runs beside the other rules. */
function runCspell(siteDir: string, files: readonly string[], withSuggestions: boolean): Promise<string> {
  const args = [
    path.join(repoRoot, 'node_modules/cspell/bin.mjs'),
    'lint',
    '--no-progress',
    '--no-summary',
    '--no-color',
    '--no-must-find-files',
    '--config',
    path.join(repoRoot, 'cspell.json'),
    ...(withSuggestions ? ['--show-suggestions'] : []),
    ...files,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {cwd: siteDir});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 || code === 1
        ? resolve(stdout)
        : reject(new Error(`cspell failed (exit ${code}): ${stderr || stdout}`)),
    );
  });
}

// "Forbidden" words are cspell.json's flagWords; cspell marks the house form given there with a "*".
const issueLine = /^(.+?):(\d+):\d+ - (Unknown|Forbidden) word \((.+?)\)(?: Suggestions: \[(.*)\])?/;

export async function checkSpelling(files: readonly ContentFile[], siteDir: string): Promise<Problem[]> {
  if (files.length === 0) return [];
  const quick = await runCspell(
    siteDir,
    files.map((f) => f.relativePath),
    false,
  );
  const withProblems = [...new Set(quick.split('\n').flatMap((l) => issueLine.exec(l)?.[1] ?? []))];
  if (withProblems.length === 0) return [];
  return (await runCspell(siteDir, withProblems, true)).split('\n').flatMap((line) => {
    const match = issueLine.exec(line);
    if (!match) return [];
    const [, file, lineNumber, kind, word, suggestions] = match;
    const suggested = (suggestions ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // cspell marks its preferred suggestion with a trailing *: the house spelling for a forbidden word.
    const best = suggested.slice(0, 3).map((s) => s.replace(/\*$/, ''));
    const at = {file: file!.split(path.sep).join('/'), line: Number(lineNumber)};
    const house = kind === 'Forbidden' ? suggested.find((s) => s.endsWith('*'))?.slice(0, -1) : undefined;
    if (house) return [{...at, what: `"${word}" is not house spelling`, fix: `write "${house}" (Australian English)`}];
    return [
      {
        ...at,
        what: `"${word}" is not in the Australian English dictionary`,
        fix: `${best.length > 0 ? `did you mean ${best.map((s) => `"${s}"`).join(' or ')}? ` : ''}If "${word}" is right (a name or finance term, never a US spelling), add it to .cspell/project-words.txt`,
      },
    ];
  });
}
