/**
 * On a case study or insight's own page, a quote call to action after the
 * theme's post footer, bringing the post's service (its `services` front
 * matter, or a tag that names a service) and title into the quote form.
 */
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import QuoteCallout from '@site/src/components/QuoteCallout';
import {quoteHref} from '@site/src/enquiry/quoteLink';
import {isServiceSlug} from '@site/src/services/records';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {isBlogPostPage, metadata, frontMatter} = useBlogPost();
  const named = [
    ...((frontMatter as {services?: string[]}).services ?? []),
    ...metadata.tags.map((tag) => tag.permalink.split('/').pop() ?? ''),
  ];
  const service = named.find(isServiceSlug);
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <QuoteCallout quoteHref={quoteHref({service, topic: metadata.title})} />}
    </>
  );
}
