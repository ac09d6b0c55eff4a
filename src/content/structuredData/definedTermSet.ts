/** The glossary as a DefinedTermSet, each term with its own address. */
import type {DefinedTermSet, WithContext} from 'schema-dts';
import {organizationRef} from '../businessStructuredData';
import {absolute, context} from './shared';

export function definedTermSetData(input: {
  name: string;
  description: string;
  path: string;
  terms: readonly {name: string; id: string}[];
}) {
  const url = absolute(input.path);
  return {
    '@context': context,
    '@type': 'DefinedTermSet',
    '@id': `${url}#terms`,
    name: input.name,
    description: input.description,
    url,
    publisher: organizationRef,
    hasDefinedTerm: input.terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${url}#${term.id}`,
      name: term.name,
      url: `${url}#${term.id}`,
      inDefinedTermSet: {'@id': `${url}#terms`},
    })),
  } satisfies WithContext<DefinedTermSet>;
}
