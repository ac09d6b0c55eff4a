/**
 * The feeds' author, in each blog section's authors.yml, is the lending team by the name the bylines use. A person
 * is named on an article with `author:`, from the owner's team: a re-check renamed the team in authors.yml to an
 * invented person, and every item of the insights feed named them.
 */
import fs from 'fs';
import path from 'path';
import {parse} from 'yaml';
import {FEED_AUTHOR_KEY, lendingTeamName} from '../../credits';
import {contentSections} from '../../sections';
import type {Problem} from '../problem';

export function checkFeedAuthors(siteDir: string): Problem[] {
  return [contentSections.caseStudies.folder, contentSections.insights.folder].flatMap((folder) => {
    const relativePath = `${folder}/authors.yml`;
    const file = path.join(siteDir, relativePath);
    if (!fs.existsSync(file)) return [];
    const authors = (parse(fs.readFileSync(file, 'utf8')) ?? {}) as Record<string, {name?: unknown}>;
    if (Object.keys(authors).join() === FEED_AUTHOR_KEY && authors[FEED_AUTHOR_KEY]?.name === lendingTeamName)
      return [];
    return [
      {
        file: relativePath,
        line: 1,
        what: `the feeds' author must be the one entry "team", named "${lendingTeamName}"`,
        fix: 'name a person on an article with author:, an id from the owner’s team (CONTRIBUTING.md), never here',
      },
    ];
  });
}
