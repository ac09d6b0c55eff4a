/** The contact and about pages, each about the business. */
import type {AboutPage, ContactPage, WithContext} from 'schema-dts';
import {organizationId, websiteId} from '../businessStructuredData';
import {absolute, context} from './shared';

export function webPageData(input: {
  type: 'ContactPage' | 'AboutPage';
  title: string;
  description: string;
  path: string;
}) {
  const url = absolute(input.path);
  return {
    '@context': context,
    '@type': input.type,
    '@id': `${url}#page`,
    name: input.title,
    description: input.description,
    url,
    isPartOf: {'@id': websiteId},
    about: {'@id': organizationId},
    ...(input.type === 'ContactPage' ? {mainEntity: {'@id': organizationId}} : {}),
  } satisfies WithContext<ContactPage | AboutPage>;
}
