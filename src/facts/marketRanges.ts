/**
 * The home hero's "Indicative rates" panel: three services' rate ranges, each
 * read from the facts register, so the panel changes with the survey and never carries a figure of its own.
 * The content-index plugin resolves them at build time, so the home page's script does not load the register.
 */
import {servicePath, type ServiceSlug} from '../site-map';
import {getFact, type FactId} from './register';
import type {IsoDate} from './types';

export interface MarketRange {
  /** What the range is for, as the panel names it. */
  label: string;
  /** The range as the register writes it. */
  text: string;
  /** The service page that explains it. */
  to: string;
  asAt: IsoDate;
}

/** The loans most enquiries are about: property, bridging, equipment. */
const SHOWN: readonly {label: string; service: ServiceSlug; fact: FactId}[] = [
  {label: 'Commercial property, first mortgage', service: 'first-second-mortgages', fact: 'first-mortgage-rate'},
  {label: 'Bridging finance', service: 'bridging-finance', fact: 'bridging-rate'},
  {label: 'Equipment finance', service: 'equipment-finance', fact: 'equipment-rate'},
];

export function marketRanges(): MarketRange[] {
  return SHOWN.map(({label, service, fact}) => {
    const {text, asAt} = getFact(fact);
    return {label, text, to: servicePath(service), asAt};
  });
}
