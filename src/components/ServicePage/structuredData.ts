/** schema.org data for a service page: the Service, its breadcrumbs and its Q&As. */
import {business} from '../../business';
import {faqPageData, type QuestionAndAnswer} from '../FaqList';

export function serviceStructuredData(opts: {
  title: string;
  description: string;
  permalink: string;
  faq: readonly QuestionAndAnswer[];
}) {
  const url = `${business.url}${opts.permalink}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: opts.title,
      description: opts.description,
      url,
      serviceType: opts.title,
      areaServed: {'@type': 'Country', name: business.areaServed},
      provider: {
        '@type': 'FinancialService',
        name: business.brandName,
        telephone: business.phone.display,
        url: business.url,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: `${business.url}/`},
        {'@type': 'ListItem', position: 2, name: 'Services', item: `${business.url}/services`},
        {'@type': 'ListItem', position: 3, name: opts.title, item: url},
      ],
    },
    faqPageData(opts.faq),
  ];
}
