/** A calculator or tool as a WebApplication the business provides. */
import type {WebApplication, WithContext} from 'schema-dts';
import {organizationRef} from '../businessStructuredData';
import {socialImageUrl} from '../socialImage';
import {absolute, context} from './shared';

export function webApplicationData(input: {name: string; description: string; path: string}) {
  return {
    '@context': context,
    '@type': 'WebApplication',
    '@id': `${absolute(input.path)}#app`,
    name: input.name,
    description: input.description,
    url: absolute(input.path),
    image: socialImageUrl(input.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    isAccessibleForFree: true,
    offers: {'@type': 'Offer', price: '0', priceCurrency: 'AUD'},
    provider: organizationRef,
  } satisfies WithContext<WebApplication>;
}
