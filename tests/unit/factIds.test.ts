/**
 * docs-dev/FACT-IDS.md, the writers' list of fact ids, is the register as it
 * is now: a fact added, renamed or changed without `npm run facts:list`
 * fails here, so the list a writer reads never disagrees with the pages.
 */
import fs from 'fs';
import {factIdsFile, factIdsMarkdown} from '../../scripts/fact-ids';
import {facts} from '../../src/facts/register';

describe('the list of fact ids', () => {
  const written = fs.existsSync(factIdsFile) ? fs.readFileSync(factIdsFile, 'utf8') : '';

  it('is current with the register (if not: npm run facts:list, then commit docs-dev/FACT-IDS.md)', () => {
    expect(written).toBe(factIdsMarkdown());
  });

  it('lists every id once, with the words a page shows and its as-at date', () => {
    for (const id of Object.keys(facts)) expect(written.split(`| \`${id}\` |`)).toHaveLength(2);
    expect(written).toMatch(/^\| `rba-cash-rate` \| RBA cash rate target.* \| \d{1,2} \w+ \d{4} \|$/m);
  });
});
