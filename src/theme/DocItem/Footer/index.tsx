/**
 * On guides: related services and calculators and a quote call to action
 * instead of the theme's doc footer, whose "Last updated" line would repeat
 * the byline under the title. Other docs keep the theme's footer.
 */
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import RelatedLinks from '@site/src/components/RelatedLinks';
import QuoteCallout from '@site/src/components/QuoteCallout';
import type {ContentIndexGlobalData} from '@site/src/plugins/content-index/types';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {frontMatter} = useDoc();
  const {serviceTitles} = usePluginData('content-index') as ContentIndexGlobalData;
  const fm = frontMatter as {topic?: string; services?: string[]; calculators?: string[]};
  if (!fm.topic) return <Footer {...props} />;
  const services = (fm.services ?? [])
    .filter((slug) => serviceTitles[slug])
    .map((slug) => ({slug, title: serviceTitles[slug]!}));
  return (
    <>
      <RelatedLinks services={services} calculatorSlugs={fm.calculators ?? []} />
      <QuoteCallout />
    </>
  );
}
