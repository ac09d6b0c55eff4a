/**
 * The business as one schema.org FinancialService, defined once per page with
 * an @id; every other block (Service, Article, BlogPosting, WebSite...) points
 * to it by that @id instead of repeating a copy.
 *
 * While a field is listed in `valuesToSetBeforeLaunch` it holds an example,
 * and structured data carries none of it: search engines must not learn a
 * made-up address, e-mail, ABN or licence number. (The site URL is the one
 * exception: every address on the page, canonical and og:url included, is
 * built from it, so the identifiers use it too.)
 */
import type {FinancialService, Graph, PostalAddress, PropertyValue, WebSite} from 'schema-dts';
import {business, isExampleValue, type Phone} from '../business';

export const organizationId = `${business.url}/#organization`;
export const websiteId = `${business.url}/#website`;
/** Made at build time from the brand mark (src/plugins/seo-assets). */
export const logo = {path: '/img/icons/icon-512.png'} as const;

export const organizationRef = {'@id': organizationId} as const;

/** Australian numbers in E.164: 1300 975 707 -> +611300975707, 02 9000 0000 -> +61290000000. */
export function e164(phone: Phone): string {
  const digits = phone.href.replace(/\D/g, '');
  if (digits.startsWith('61')) return `+${digits}`;
  return `+61${digits.replace(/^0/, '')}`;
}

function postalAddress(): PostalAddress {
  const a = business.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postcode,
    addressCountry: a.country,
  };
}

/** The licence line's numbers, each only once it is real. */
function licenceIdentifiers(): PropertyValue[] {
  const ids: PropertyValue[] = [];
  if (!isExampleValue('licensee')) {
    ids.push({
      '@type': 'PropertyValue',
      propertyID: 'Australian Credit Licence',
      value: business.licensee.australianCreditLicence,
      description: `Held by ${business.licensee.name}`,
    });
  }
  if (!isExampleValue('creditRepresentativeNumber')) {
    ids.push({
      '@type': 'PropertyValue',
      propertyID: 'Credit Representative Number',
      value: business.creditRepresentativeNumber,
    });
  }
  if (!isExampleValue('memberships')) {
    ids.push({
      '@type': 'PropertyValue',
      propertyID: 'AFCA member number',
      value: business.memberships.afcaMemberNumber,
    });
  }
  return ids;
}

export function financialServiceData() {
  const logoUrl = `${business.url}${logo.path}`;
  const identifiers = licenceIdentifiers();
  return {
    '@type': 'FinancialService',
    '@id': organizationId,
    name: business.brandName,
    legalName: business.legalName,
    url: business.url,
    logo: {'@type': 'ImageObject', url: logoUrl, contentUrl: logoUrl, caption: business.brandName},
    image: logoUrl,
    description: business.tagline,
    ...(isExampleValue('phone') ? {} : {telephone: e164(business.phone)}),
    ...(isExampleValue('email') ? {} : {email: business.email}),
    ...(isExampleValue('address') ? {} : {address: postalAddress()}),
    ...(isExampleValue('abn') ? {} : {taxID: business.abn.replace(/\s/g, '')}),
    ...(identifiers.length > 0 ? {identifier: identifiers} : {}),
    ...(isExampleValue('openingHours')
      ? {}
      : {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: business.openingHours.days.map((day) => `https://schema.org/${day}` as const),
            opens: business.openingHours.opens,
            closes: business.openingHours.closes,
          },
        }),
    areaServed: {'@type': 'Country', name: business.areaServed},
  } satisfies FinancialService;
}

export function websiteData() {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    name: business.brandName,
    url: business.url,
    inLanguage: 'en-AU',
    publisher: organizationRef,
  } satisfies WebSite;
}

/** What every page carries once: the business and the website. */
export function siteGraph() {
  return {'@context': 'https://schema.org', '@graph': [financialServiceData(), websiteData()]} satisfies Graph;
}
