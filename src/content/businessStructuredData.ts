/** The business as a schema.org FinancialService, from the business module. */
import {business} from '../business';

export function financialServiceData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: business.brandName,
    legalName: business.legalName,
    url: business.url,
    telephone: business.phone.display,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postcode,
      addressCountry: business.address.country,
    },
    areaServed: {'@type': 'Country', name: business.areaServed},
  };
}
