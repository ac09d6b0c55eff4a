/**
 * `npm run config:docs`: writes the server's settings, as declared in
 * server/config/settings.ts, into the table in docs-dev/OPERATIONS.md (between its
 * two marker comments) and into .env.example. The settings test fails when
 * either differs from what this would write.
 */
import fs from 'fs';
import path from 'path';
import {settings} from '../server/config/settings';

const root = path.resolve(__dirname, '..');
export const operationsFile = path.join(root, 'docs-dev/OPERATIONS.md');
export const envExampleFile = path.join(root, '.env.example');

export const tableStart = '<!-- settings table: written by `npm run config:docs` from server/config/settings.ts -->';
export const tableEnd = '<!-- end of settings table -->';

const entries = Object.entries(settings);

/** A Markdown table with its columns padded as Prettier pads them, so `npm run format` leaves it alone. */
function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The settings table, one row per variable. */
export function settingsTable(): string {
  return markdownTable([
    ['Variable', 'Default', 'What it does'],
    ...entries.map(([name, entry]) => [
      `\`${name}\``,
      entry.default === '' ? 'none' : `\`${entry.default}\``,
      entry.doc.replaceAll('|', '\\|'),
    ]),
  ]);
}

/** `text` as comment lines of at most `width` characters. */
function comment(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line !== '#' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/**
 * .env.example: every variable with what it does, at its example or default, commented out: copied whole (as the
 * `.env` beside compose.yaml), it sets nothing, so no example address receives enquiries and the container keeps the
 * HOST and DATABASE_PATH its Dockerfile sets.
 */
export function envExample(): string {
  const header = comment(
    "Settings for the site's server (server/index.ts). Every one has a default that works on a laptop, and every line below is commented out: uncomment only what you set, in the environment of the process (systemd unit, `.env` beside compose.yaml, or `export` in a shell). The server does not read this file itself. Written by `npm run config:docs` from server/config/settings.ts: change the settings there.",
  );
  const blocks = entries.map(([name, entry]) => {
    const words = `${entry.doc}.${entry.note ? ` ${entry.note}` : ''}`;
    const value = entry.example ?? entry.default;
    // Quoted where a shell would split or redirect it ("Name <address>"): systemd and compose read the quotes too.
    return [...comment(words), `# ${name}=${/^[\w.,:/@*-]*$/.test(value) ? value : `"${value}"`}`].join('\n');
  });
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}

/** The table between the markers in `markdown`, or undefined without them. */
export function tableIn(markdown: string): string | undefined {
  const start = markdown.indexOf(tableStart);
  const end = markdown.indexOf(tableEnd);
  if (start === -1 || end < start) return undefined;
  return markdown.slice(start + tableStart.length, end).trim();
}

export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(tableStart);
  const end = markdown.indexOf(tableEnd);
  if (start === -1 || end < start) throw new Error(`${operationsFile} has lost its settings table markers.`);
  return `${markdown.slice(0, start + tableStart.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}

if (require.main === module) {
  fs.writeFileSync(operationsFile, withTable(fs.readFileSync(operationsFile, 'utf8'), settingsTable()));
  fs.writeFileSync(envExampleFile, envExample());
  console.log(
    `Wrote the settings into ${path.relative(root, operationsFile)} and ${path.relative(root, envExampleFile)}.`,
  );
}
