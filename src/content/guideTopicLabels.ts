/** Guide topics, in the guides list's order: the front matter's `topic` (frontMatter.ts) and the page's eyebrow. */
export const guideTopics = [
  {id: 'commercial-property', label: 'Commercial property'},
  {id: 'business-finance', label: 'Business finance'},
  {id: 'asset-finance', label: 'Asset finance'},
  {id: 'smsf', label: 'SMSF lending'},
  {id: 'private-lending', label: 'Private and short-term lending'},
  {id: 'applying', label: 'Preparing an application'},
] as const;
export type GuideTopic = (typeof guideTopics)[number]['id'];

export const guideTopicLabels: Record<string, string> = Object.fromEntries(guideTopics.map((t) => [t.id, t.label]));
