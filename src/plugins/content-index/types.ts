/** The data content-index hands to the pages it feeds. */
export interface ItemSummary {
  title: string;
  description: string;
  permalink: string;
  date?: string;
}

export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  category: string;
  permalink: string;
}

export interface Section {
  count: number;
  latest: ItemSummary[];
}

export interface ContentIndex {
  services: ServiceSummary[];
  guides: Section;
  caseStudies: Section;
  insights: Section;
}

export interface ContentIndexGlobalData {
  guideTitles: Record<string, string>;
  serviceTitles: Record<string, string>;
  /** The questions on the FAQs page, as questionKey() writes them. */
  faqsPageQuestions: string[];
}
