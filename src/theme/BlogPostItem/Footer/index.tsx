/**
 * On a case study or insight's own page, the post's tags as the site's chips
 * (JumpLinks; the theme's footer drew them as a third, thin pill style) and a
 * quote call to action, bringing the post's service (its `services` front
 * matter, or a tag that names a service) and title into the quote form.
 * Elsewhere (not used by the site's lists, which show cards) the theme's footer.
 */
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import QuoteCallout from '@site/src/components/QuoteCallout';
import JumpLinks from '@site/src/components/JumpLinks';
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
  if (!isBlogPostPage) return <Footer {...props} />;
  return (
    <>
      {metadata.tags.length > 0 && (
        <JumpLinks
          label="Tags"
          className=""
          links={metadata.tags.map((tag) => ({id: tag.permalink, title: tag.label, href: tag.permalink}))}
        />
      )}
      <QuoteCallout quoteHref={quoteHref({service, topic: metadata.title})} />
    </>
  );
}
