/**
 * Who wrote and who reviewed an article, from the team the owner lists in
 * src/trust.ts (`team`). An article's front matter names people by their
 * `id` (`author`, `reviewer`); the build checks each id is on the team, so
 * no article can name a person the owner has not added. With the team empty,
 * an article has no credits and its byline names the business's lending team.
 *
 * docusaurus.config.ts resolves the ids to names and roles at build time and
 * adds them to the article's front matter as `credits`, so the team list
 * itself never ships in a page's JavaScript.
 */
import {brandShortName} from '../business';
import type {TeamMember} from '../trust';

export interface Credit {
  name: string;
  role: string;
  credentials?: string;
}

export interface Credits {
  author?: Credit;
  reviewer?: Credit;
  /** On a guide, who made its last update (`last_update.author`). */
  updatedBy?: Credit;
}

/**
 * The author an article names when no team member is: the business itself.
 * (The case studies' and insights' authors.yml give the feeds' author the same name.)
 */
export const lendingTeamName = `${brandShortName} lending team`;

/** That author's key in each blog section's authors.yml, and the only one a post's `authors` may name. */
export const FEED_AUTHOR_KEY = 'team';

/** The ids an article's front matter may name. */
export interface CreditIds {
  author?: string;
  reviewer?: string;
  /** A guide's `last_update.author`. */
  updatedBy?: string;
}

function creditOf(member: TeamMember): Credit {
  return {name: member.name, role: member.role, ...(member.credentials ? {credentials: member.credentials} : {})};
}

/** The named people for an article; an id not on the team is left out (the front matter check reports it). */
export function resolveCredits(ids: CreditIds, team: readonly TeamMember[]): Credits {
  const find = (id?: string) => (id ? team.find((m) => m.id === id) : undefined);
  const author = find(ids.author);
  const reviewer = find(ids.reviewer);
  const updatedBy = find(ids.updatedBy);
  return {
    ...(author ? {author: creditOf(author)} : {}),
    ...(reviewer ? {reviewer: creditOf(reviewer)} : {}),
    ...(updatedBy ? {updatedBy: creditOf(updatedBy)} : {}),
  };
}

/** The message for an id that is not on the team, or undefined when it is. */
export function unknownMemberMessage(id: string, team: readonly TeamMember[]): string | undefined {
  if (team.some((m) => m.id === id)) return undefined;
  return team.length === 0
    ? `names "${id}", but src/trust.ts lists no team yet: ask the owner to add the person (a real person who agreed to be named), or leave the field out`
    : `names "${id}", who is not in the team in src/trust.ts: use one of ${team.map((m) => m.id).join(', ')}`;
}
