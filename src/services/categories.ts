/**
 * The groups /services and the home page list the services in, in this order. Apart from the records
 * (records.ts, which re-exports them) so that a page listing the groups does not load every record.
 */
export type ServiceCategory = 'property' | 'business' | 'asset' | 'specialist';

export const serviceCategories: readonly {id: ServiceCategory; label: string}[] = [
  {id: 'property', label: 'Property finance'},
  {id: 'business', label: 'Business finance'},
  {id: 'asset', label: 'Asset and equipment finance'},
  {id: 'specialist', label: 'Specialist and private lending'},
];
