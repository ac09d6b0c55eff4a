/**
 * `npm run check:content`: the writers' check, also the first step of
 * `npm run build`, so nothing that fails it is published. Prints one line
 * per problem (file:line: what is wrong: what to write instead) and exits 1.
 *
 *   npm run check:content                 every rule over docs/, blog/ and src/pages/*.mdx
 *   npm run check:content -- docs/guides/x.mdx   only that file's problems (links are still checked against every page)
 *   npm run check:content -- --only links,spelling
 *   npm run check:content -- --dir path/to/site
 *
 * Problems and the summary go to standard output, so `> report.txt` keeps them.
 *
 * CONTENT_CHECK=warn (developers only, while content is being fixed on
 * another branch) prints the same lines but exits 0. The default is strict.
 */
import path from 'path';
import {parseArgs} from 'util';
import {checkContent, formatProblem, ruleNames} from '../src/content/check';
import {overdueFacts} from '../src/facts/check';

export async function main(argv: readonly string[]): Promise<number> {
  const {values, positionals} = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {help: {type: 'boolean'}, dir: {type: 'string'}, only: {type: 'string'}},
  });
  if (values.help) {
    console.log(
      `Usage: npm run check:content [-- file.mdx ...] [--only rule,rule] [--dir site-folder]\nRules: ${ruleNames.join(', ')}`,
    );
    return 0;
  }
  const started = Date.now();
  const siteDir = path.resolve(values.dir ?? '.');
  const only = values.only?.split(',').map((s) => s.trim());
  const problems = await checkContent({siteDir, only, files: positionals});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const problem of problems) console.log(formatProblem(problem));
  // A fact past its review date is a warning here, never a failure: a build must not break because a date passed.
  // check:facts (weekly, and in npm test against a fixed date) is where it fails.
  for (const fact of overdueFacts(new Date().toISOString().slice(0, 10) as `${number}-${number}-${number}`))
    console.warn(
      `warning: fact ${fact.id} (${fact.label}) was due for review by ${fact.reviewBy}: npm run check:facts`,
    );
  if (problems.length === 0) {
    console.log(`Content check: no problems (${seconds} s).`);
    return 0;
  }
  const files = new Set(problems.map((p) => p.file)).size;
  const summary = `Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (${seconds} s). How to fix each: CONTRIBUTING.md.`;
  if (process.env.CONTENT_CHECK === 'warn') {
    console.log(`${summary}\nCONTENT_CHECK=warn: carrying on anyway. Never publish like this.`);
    return 0;
  }
  console.log(summary);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
