import type {ServiceIconName} from '../../services/records';

/**
 * What a post list page (a section's pages, a tag's pages) receives for each
 * post it lists: the card's text, not the post.
 */
export interface PostCard {
  title: string;
  permalink: string;
  description: string;
  /** Publication date, ISO 8601. */
  date: string;
  /** Reading time in whole minutes, as the post's byline gives it. */
  minutes: number;
  /** The post's tags in the order its front matter gives them (a case study's first tag is its service). */
  tags: {label: string; permalink: string}[];
  /** The icon of the post's service (its first tag that is a service slug), where it has one. */
  icon?: ServiceIconName;
  /** A case study's deal in brief (src/components/DealAtAGlance/deal.ts, dealFacts): loan type, amount, ratio, term. */
  facts?: string[];
}

/** The props the plugin gives a list page in place of the blog plugin's `items`. */
export interface PostCardsProps {
  readonly posts: readonly PostCard[];
}

/** The blog section a tags list page belongs to (the blog plugin gives that page no blog metadata). */
export interface BlogSection {
  readonly title: string;
  /** The section's list page, e.g. /resources/insights. */
  readonly permalink: string;
}

/** The extra prop the plugin gives the section's tags list page. */
export interface BlogSectionProps {
  readonly section: BlogSection;
}
