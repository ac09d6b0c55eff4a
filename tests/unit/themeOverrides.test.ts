/**
 * src/theme/README.md rates each theme override as Docusaurus rates it (the
 * swizzle list: `npx docusaurus swizzle @docusaurus/theme-classic --list`),
 * for the action used: wrapped overrides for wrap, replaced ones for eject.
 * These tests read theme-classic's own swizzle config, so a Docusaurus update
 * that changes a rating, or an override added without a row, fails here.
 */
import fs from 'fs';
import path from 'path';
import {getSwizzleConfig} from '@docusaurus/theme-classic';

const themeDir = path.join(__dirname, '../../src/theme');
const readme = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');

interface Row {
  component: string;
  action: 'wrap' | 'eject';
  rating: string;
}

const rows: Row[] = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [component, kind, rating] = line
      .slice(1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    return {
      component: component!.replace(/`/g, ''),
      action: kind!.startsWith('wrapped') ? 'wrap' : 'eject',
      rating: rating!,
    };
  });

/** Each override in src/theme: a folder with an index.tsx, or a file such as MDXComponents.tsx. */
function overrides(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) return overrides(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    if (entry.name === 'index.tsx') return [prefix.slice(0, -1)];
    if (/\.tsx$/.test(entry.name)) return [`${prefix}${entry.name.replace(/\.tsx$/, '')}`];
    return [];
  });
}

describe('the theme overrides table', () => {
  it('has one row for each override in src/theme, and none for an override that is gone', () => {
    expect(rows.map((row) => row.component).sort()).toEqual(overrides(themeDir).sort());
  });

  it("gives each override Docusaurus's rating for the action it uses", () => {
    // theme-classic exports its swizzle config; the type allows a theme without one.
    const {components} = getSwizzleConfig!()!;
    const themeClassicComponents = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme');
    for (const row of rows) {
      const inThemeClassic = fs.existsSync(path.join(themeClassicComponents, row.component));
      // Components the swizzle config does not list are unsafe, and so are those from outside theme-classic.
      const expected = (inThemeClassic && components[row.component]?.actions[row.action]) || 'unsafe';
      expect({component: row.component, rating: row.rating.split(/[ :(]/)[0]}).toEqual({
        component: row.component,
        rating: expected,
      });
    }
  });

  it('marks as wrapped exactly the overrides that render the original component', () => {
    for (const row of rows) {
      const file = [path.join(themeDir, row.component, 'index.tsx'), path.join(themeDir, `${row.component}.tsx`)].find(
        (candidate) => fs.existsSync(candidate),
      )!;
      expect({component: row.component, wraps: fs.readFileSync(file, 'utf8').includes('@theme-original/')}).toEqual({
        component: row.component,
        wraps: row.action === 'wrap',
      });
    }
  });
});
