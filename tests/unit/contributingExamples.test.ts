/**
 * CONTRIBUTING.md's examples pass the check they describe. Every ```yaml and
 * ```mdx block in it is marked `<!-- checked as path/to/file.mdx -->`; the
 * blocks for one path are put together as a writer would (front matter
 * merged in order over the real file's, if there is one; bodies one after
 * another), and the file is run through every rule of npm run check:content
 * except the length minimums, which an example is too short to meet, and the
 * glossary's list of anchors, which a one-term example cannot hold.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import {stringify} from 'yaml';
import {fileRules} from '../../src/content/check';
import {readContentFiles} from '../../src/content/check/contentFiles';
import {formatProblem} from '../../src/content/check/problem';
import {checkBrokenLinks} from '../../src/content/check/rules/brokenLinks';

const root = path.resolve(__dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');

const blocks = [...guide.matchAll(/^(?:<!-- checked as (\S+) -->\n)?```(yaml|mdx)\n([\s\S]*?)^```$/gm)].map((m) => ({
  path: m[1],
  lang: m[2]!,
  text: m[3]!,
  line: guide.slice(0, m.index).split('\n').length,
}));

/** Each checked path as a writer would have it after following the examples. */
function assemble(): Map<string, {data: Record<string, unknown>; body: string}> {
  const files = new Map<string, {data: Record<string, unknown>; body: string}>();
  for (const block of blocks) {
    const existing = path.join(root, block.path!);
    if (!files.has(block.path!))
      files.set(block.path!, {data: fs.existsSync(existing) ? {...matter.read(existing).data} : {}, body: ''});
    const file = files.get(block.path!)!;
    if (block.lang === 'yaml') Object.assign(file.data, matter(`---\n${block.text}---\n`).data);
    else file.body += `\n${block.text}`;
  }
  return files;
}

let siteDir: string;
beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contributing-examples-'));
  for (const [relativePath, {data, body}] of assemble()) {
    const file = path.join(siteDir, relativePath);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // gray-matter gives dates as Date objects: write them back as YYYY-MM-DD.
    const yaml = stringify(
      JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value) ? value.slice(0, 10) : value,
      ),
    );
    fs.writeFileSync(file, `---\n${yaml}---\n${body || '\nText.'}\n`);
  }
});
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe("CONTRIBUTING.md's examples", () => {
  it('are each marked with the file they belong in', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    expect(
      blocks.filter((b) => !b.path).map((b) => `CONTRIBUTING.md:${b.line}: a ${b.lang} example not checked`),
    ).toEqual([]);
  });

  it('pass every rule of the check but the length minimums and the glossary anchors', () => {
    const examples = readContentFiles(siteDir);
    const site = readContentFiles(root).filter((f) => !examples.some((e) => e.relativePath === f.relativePath));
    const problems = [
      ...examples.flatMap((file) =>
        Object.entries(fileRules)
          .filter(([name]) => name !== 'word-count' && name !== 'glossary-anchors')
          .flatMap(([, rule]) => rule(file, root)),
      ),
      ...checkBrokenLinks([...site, ...examples], root).filter((p) => examples.some((e) => e.relativePath === p.file)),
    ];
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('pass the MDX and spelling rules (through npm run check:content)', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/check-content.ts'), '--dir', siteDir, '--only', 'mdx,spelling'],
      {cwd: root, encoding: 'utf8', env: {...process.env, CONTENT_CHECK: ''}},
    );
    expect(result.stdout.split('\n').filter((l) => /^\S+\.mdx?:\d+:/.test(l))).toEqual([]);
    expect(result.status).toBe(0);
  }, 60_000);
});
