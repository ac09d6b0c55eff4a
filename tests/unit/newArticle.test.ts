/**
 * The writers' scaffolding command (scripts/new-article.ts): what it writes
 * passes the build's front matter checks, it never overwrites, and no
 * article in the library still carries one of its placeholders.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import {createArticle, kinds, main, scaffold} from '../../scripts/new-article';
import {todayInSydney} from '../../src/content/formatDate';
import {placeholderMarker} from '../../src/content/placeholders';
import {readContentFiles} from '../../src/content/check/contentFiles';
import {formatProblem} from '../../src/content/check/problem';
import {checkPlaceholders} from '../../src/content/check/rules/placeholders';
import {checkAboutTheRate, checkRatioRow, checkSetBeforePublished} from '../../src/content/check/rules/caseStudies';
import {validateFrontMatter} from '../../src/content/validateFrontMatter';

const root = path.resolve(__dirname, '../..');
let siteDir: string;

/** A temporary copy of the parts of the site the command reads: the blogs' tags.yml and the guides. */
function tempSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-article-'));
  for (const relative of ['blog/case-studies/tags.yml', 'blog/insights/tags.yml']) {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), {recursive: true});
    fs.copyFileSync(path.join(root, relative), path.join(dir, relative));
  }
  fs.cpSync(path.join(root, 'docs/guides'), path.join(dir, 'docs/guides'), {recursive: true});
  return dir;
}

const tagIds = (relative: string) =>
  [...fs.readFileSync(path.join(root, relative), 'utf8').matchAll(/^([a-z0-9-]+):/gm)].map((m) => m[1]);

beforeEach(() => {
  siteDir = tempSite();
});

afterEach(() => {
  fs.rmSync(siteDir, {recursive: true, force: true});
});

describe('npm run new', () => {
  it.each([
    ['guide', 'docs/guides'],
    ['case-study', 'blog/case-studies'],
    ['insight', 'blog/insights'],
  ])('writes a new %s whose front matter passes the build’s schema', (kind, folder) => {
    const title = 'Bridging finance: what it costs & how it’s repaid';
    const article = createArticle(kind, title, {siteDir, date: '2026-11-22'});
    const file = path.join(siteDir, article.relativePath);

    expect(article.relativePath).toBe(`${folder}/bridging-finance-what-it-costs-and-how-its-repaid.mdx`);
    const {data, content} = matter(fs.readFileSync(file, 'utf8'));
    expect(() => validateFrontMatter(file, data, siteDir)).not.toThrow();
    expect(data.title).toBe(title);
    expect(content).toMatch(/\]\(\/contact\)/);
    expect(content.trim().split('\n\n')[kind === 'case-study' ? 1 : 0]).toMatch(new RegExp(`^${placeholderMarker}: `));
  });

  it('names the file and its address as a reader would spell the title, in the section the kind belongs to', () => {
    const article = scaffold('case-study', 'Consolidating a café group’s leases', {siteDir, date: '2026-11-22'});
    expect(article.relativePath).toBe('blog/case-studies/consolidating-a-cafe-groups-leases.mdx');
    expect(article.url).toBe('/resources/case-studies/consolidating-a-cafe-groups-leases');
    expect(scaffold('insight', 'Rates', {siteDir, date: '2026-11-22'}).url).toBe('/resources/insights/rates');
    expect(scaffold('guide', 'Rates', {siteDir, date: '2026-11-22'}).url).toBe('/resources/guides/rates');
  });

  it('dates a guide’s last update and places it after the existing guides', () => {
    const existing = fs
      .readdirSync(path.join(root, 'docs/guides'))
      .map((name) => matter(fs.readFileSync(path.join(root, 'docs/guides', name), 'utf8')).data.sidebar_position)
      .filter((n): n is number => typeof n === 'number');
    const {data} = matter(scaffold('guide', 'A new guide', {siteDir, date: '2026-11-22'}).content);
    expect(data.last_update).toEqual({date: new Date('2026-11-22')});
    expect(data.sidebar_position).toBe(Math.max(0, ...existing) + 1);
  });

  it('marks a case study illustrative in front matter and text, with a deal at a glance whose LVR is worked out, not written', () => {
    const {data, content} = matter(scaffold('case-study', 'A bridging loan', {siteDir, date: '2026-11-22'}).content);
    expect(data.illustrative).toBe(true);
    expect(data.scenario.lvr).toBeUndefined();
    expect(data.scenario).toMatchObject({value_basis: 'valuation', debt_ranking_ahead: 0});
    expect(data.scenario.loan).toBeLessThan(data.scenario.value);
    expect(content).toMatch(/^\*Illustrative example only: .*not a description of a real client or transaction/m);
    expect(tagIds('blog/case-studies/tags.yml')).toEqual(expect.arrayContaining(data.tags));
  });

  it("writes a case study's dated rate line and the ratio row its figures table must state", () => {
    const article = createArticle('case-study', 'A caveat loan', {siteDir, date: '2026-11-22'});
    const [file] = readContentFiles(siteDir).filter((f) => f.relativePath === article.relativePath);
    expect([...checkAboutTheRate(file!), ...checkRatioRow(file!), ...checkSetBeforePublished(file!)]).toEqual([]);
    // Priced the month before it is published (in January, the December before), for its outcome to have happened.
    expect(matter(fs.readFileSync(path.join(siteDir, article.relativePath), 'utf8')).data.scenario.priced).toBe(
      '2026-10',
    );
    const january = matter(scaffold('case-study', 'A new year', {siteDir, date: '2027-01-05'}).content);
    expect(january.data.scenario.priced).toBe('2026-12');
  });

  it.each(['case-study', 'insight'])('puts the truncate marker after the opening of a new %s', (kind) => {
    const {content} = matter(scaffold(kind, 'A post', {siteDir, date: '2026-11-22'}).content);
    const [opening] = content.split('{/* truncate */}');
    expect(opening).not.toBe(content);
    expect(opening).toContain(`${placeholderMarker}: `);
    expect(opening).not.toContain('## ');
  });

  it('uses only insight tags that exist in blog/insights/tags.yml', () => {
    const {data} = matter(scaffold('insight', 'Rates', {siteDir, date: '2026-11-22'}).content);
    expect(tagIds('blog/insights/tags.yml')).toEqual(expect.arrayContaining(data.tags));
  });

  it.each(kinds)('keeps a new %s’s prose free of characters MDX would read as code', (kind) => {
    const {content} = matter(scaffold(kind, 'A title', {siteDir, date: '2026-11-22'}).content);
    // The case study's rate line quotes the register: its <Fact> tags are the only components.
    const prose = content.replace('{/* truncate */}', '').replace(/<Fact id="[a-z0-9-]+"(?: asAt)? \/>/g, '');
    expect(prose).not.toMatch(/[{}<]/);
  });

  it('dates an article today in Sydney, the day the content check counts from, when no date is given', () => {
    const {data} = matter(scaffold('insight', 'Rates', {siteDir}).content);
    expect(data.date).toEqual(new Date(`${todayInSydney()}T00:00:00Z`));
  });

  it('refuses to overwrite an existing article and leaves it untouched', () => {
    const {relativePath} = createArticle('guide', 'How bridging works', {siteDir});
    const file = path.join(siteDir, relativePath);
    fs.writeFileSync(file, 'A writer’s draft');
    expect(() => createArticle('guide', 'How bridging works', {siteDir})).toThrow(/already exists/);
    expect(fs.readFileSync(file, 'utf8')).toBe('A writer’s draft');
  });

  it('refuses an unknown kind, an empty title and a badly written date', () => {
    expect(() => scaffold('blog', 'Title', {siteDir})).toThrow(/guide, case-study, insight/);
    expect(() => scaffold('guide', ' ?! ', {siteDir})).toThrow(/title/);
    expect(() => scaffold('guide', 'Title', {siteDir, date: '22/11/2026'})).toThrow(/YYYY-MM-DD/);
  });

  it('prints the new file’s path and the preview command, and fails with usage on bad input', () => {
    const out: string[] = [];
    const io = {log: (line: string) => out.push(line), error: (line: string) => out.push(line)};
    expect(main(['insight', 'What', 'a', 'rate', 'cut', 'means', '--dir', siteDir], io, siteDir, {})).toBe(0);
    const printed = out.join('\n');
    expect(printed).toContain('Created blog/insights/what-a-rate-cut-means.mdx');
    expect(printed).toContain('npm run dev');
    expect(printed).toContain('http://127.0.0.1:3000/resources/insights/what-a-rate-cut-means');

    expect(printed).toContain('npm run check:content');
    expect(printed).toContain('at least 800 words, as an insight does');
    expect(printed).toMatch(/Tags \(blog\/insights\/tags\.yml\): \S/);

    out.length = 0;
    expect(main(['guide'], io, siteDir)).toBe(1);
    expect(out.join('\n')).toContain('Usage: npm run new --');
  });

  it('prints the preview address on the port the dev server uses (DEV_PORT)', () => {
    const out: string[] = [];
    const io = {log: (line: string) => out.push(line), error: (line: string) => out.push(line)};
    expect(main(['guide', 'Port check', '--dir', siteDir], io, siteDir, {DEV_PORT: '3185', DEV_API_PORT: '3186'})).toBe(
      0,
    );
    expect(out.join('\n')).toContain(
      '  DEV_PORT=3185 DEV_API_PORT=3186 npm run dev\n  open http://127.0.0.1:3185/resources/guides/port-check',
    );
  });

  // Slow (npm and tsx start up), so once only; main() covers the other cases.
  it('runs as the package script `npm run new`', () => {
    const result = spawnSync('npm', ['run', '--silent', 'new', '--', 'case-study', 'A caveat loan', '--dir', siteDir], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(path.join(siteDir, 'blog/case-studies/a-caveat-loan.mdx'));
    expect(fs.existsSync(path.join(siteDir, 'blog/case-studies/a-caveat-loan.mdx'))).toBe(true);
  }, 30_000);
});

describe('the article library', () => {
  it(`has no article left with a ${placeholderMarker} placeholder from the template`, () => {
    const unfinished = readContentFiles(root).flatMap(checkPlaceholders).map(formatProblem);
    expect(unfinished).toEqual([]);
  });
});
