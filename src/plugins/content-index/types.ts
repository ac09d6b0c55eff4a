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

/** Service titles by slug, for the related services under a guide: @generated/content-index/default/service-titles.json. */
export type ServiceTitles = Record<string, string>;

/** What a service page needs to name its links: @generated/content-index/default/service-page-links.json. */
export interface ServicePageLinks {
  guideTitles: Record<string, string>;
  /** The questions on the FAQs page, as questionKey() writes them. */
  faqsPageQuestions: string[];
  /** The newest case study tagged with each service's slug, for the service page's side column. */
  caseStudyByService: Record<string, {title: string; description: string; permalink: string}>;
  /**
   * Each service's key facts (src/components/ServicePage/keyFacts.ts), picked from its terms at build time,
   * so the service page's own script does not carry the facts register.
   */
  keyFacts: Record<
    string,
    {
      asAt: string;
      facts: {kind: string; label: string; value: string}[];
      /** A "Security" row, where the terms have one. */ security?: string;
    }
  >;
}
