/**
 * One problem the content check found: where it is, what is wrong and what
 * to write instead. Printed as one line a writer can act on:
 *   docs/guides/x.mdx:12: links to /guides, an alias: link to /resources/guides
 */
export interface Problem {
  /** Path relative to the site folder, with forward slashes. */
  file: string;
  /** 1-based line in that file (1 when the problem is about the whole file). */
  line: number;
  /** What is wrong, in plain words. */
  what: string;
  /** What to write or do instead. */
  fix: string;
}

export function formatProblem({file, line, what, fix}: Problem): string {
  return `${file}:${line}: ${what}: ${fix}`;
}

/** By file, then line, so a writer reads each file's problems top to bottom. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.what.localeCompare(b.what));
}
