/**
 * What each service is usually secured by, for the /services comparison: the
 * typical case, in a few words. Each service page sets out the variations.
 * Trade finance's comes from its terms (src/facts/serviceTerms.ts), which
 * state it; a service whose terms gain a "Security" row reads it from there.
 */
import type {ServiceSlug} from '@site/src/site-map';

export const typicalSecurity: Record<ServiceSlug, string> = {
  'asset-backed-lending': 'The business’s property, equipment, receivables or stock',
  'asset-finance': 'The vehicle being financed',
  'bridging-finance': 'Mortgages over the property being bought and the one being sold',
  'business-acquisition': 'The business’s assets, often with property or directors’ guarantees',
  'caveat-loans': 'A caveat over property, usually behind an existing mortgage',
  'commercial-property-development': 'A first mortgage over the site, with guarantees',
  'debt-consolidation': 'Usually a mortgage over property',
  'equipment-finance': 'The equipment being financed',
  'first-second-mortgages': 'A first or second mortgage over commercial property',
  'private-lending': 'A first or second mortgage over property',
  'refinancing-solutions': 'A mortgage over commercial property',
  'smsf-lending': "The property the fund buys (a limited recourse loan), usually with members' personal guarantees",
  'trade-finance': 'A general security agreement, often with guarantees or property',
  'working-capital': 'Property or a general security agreement; unsecured loans rely on cash flow',
};
