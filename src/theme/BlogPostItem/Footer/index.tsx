/** On a case study or insight's own page, a quote call to action after the theme's post footer. */
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import QuoteCallout from '@site/src/components/QuoteCallout';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <QuoteCallout />}
    </>
  );
}
