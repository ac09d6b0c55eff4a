/** schema.org data for a service page: the Service (provided by the business, by @id), and its Q&As (the BreadcrumbList comes with the visible trail, src/components/Breadcrumbs). */
import type {Service, WithContext} from 'schema-dts';
import {business} from '../../business';
import {organizationRef} from '../../content/businessStructuredData';
import {socialImageUrl} from '../../content/socialImage';
import {faqPageData, type QuestionAndAnswer} from '../FaqList';

export function serviceStructuredData(opts: {
  title: string;
  description: string;
  permalink: string;
  /** Only the Q&As whose home is this page (a question on the FAQs page is marked up there). */
  faq: readonly QuestionAndAnswer[];
}) {
  const url = `${business.url}${opts.permalink}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name: opts.title,
      description: opts.description,
      url,
      image: socialImageUrl(opts.permalink),
      serviceType: opts.title,
      areaServed: {'@type': 'Country', name: business.areaServed},
      provider: organizationRef,
    } satisfies WithContext<Service>,
    ...(opts.faq.length > 0 ? [faqPageData(opts.faq)] : []),
  ];
}
