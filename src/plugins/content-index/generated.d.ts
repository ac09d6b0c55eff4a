/** The data files the content-index plugin writes at build time (index.ts), as the pages import them. */
declare module '@generated/content-index/default/service-titles.json' {
  const serviceTitles: import('@site/src/plugins/content-index/types').ServiceTitles;
  export default serviceTitles;
}

declare module '@generated/content-index/default/service-key-facts.json' {
  const keyFacts: import('@site/src/plugins/content-index/types').ServiceKeyFactsBySlug;
  export default keyFacts;
}

declare module '@generated/content-index/default/calculator-cards.json' {
  const calculatorCards: import('@site/src/plugins/content-index/types').CalculatorCard[];
  export default calculatorCards;
}

declare module '@generated/content-index/default/guide-cards.json' {
  const guideCards: import('@site/src/plugins/content-index/types').GuideCardDetails;
  export default guideCards;
}

declare module '@generated/content-index/default/service-menu.json' {
  const serviceMenu: import('@site/src/plugins/content-index/types').ServiceMenu;
  export default serviceMenu;
}

declare module '@generated/content-index/default/service-guides.json' {
  const serviceGuides: import('@site/src/plugins/content-index/types').ServiceGuides;
  export default serviceGuides;
}

declare module '@generated/content-index/default/service-calculators.json' {
  const serviceCalculators: import('@site/src/plugins/content-index/types').ServiceCalculators;
  export default serviceCalculators;
}
