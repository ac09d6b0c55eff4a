/**
 * On a case study or insight's own page, the post's tags as the site's chips
 * (JumpLinks; the theme's footer drew them as a third, thin pill style) under a small
 * heading ("Services in this example" or "Topics": unlabelled they read as stray buttons), and a
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
import toc from '@site/src/components/ArticleToc/styles.module.css';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const {isBlogPostPage, metadata, frontMatter} = useBlogPost();
  const named = [
    ...((frontMatter as {services?: string[]}).services ?? []),
    ...metadata.tags.map((tag) => tag.permalink.split('/').pop() ?? ''),
  ];
  const service = named.find(isServiceSlug);
  if (!isBlogPostPage) return <Footer {...props} />;
  // A case study's tags are the services it used; an insight's are its topics.
  const tagsHeading = metadata.permalink.startsWith('/resources/case-studies/') ? 'Services in this example' : 'Topics';
  return (
    <>
      {metadata.tags.length > 0 && (
        <div className={styles.tags}>
          <p className={toc.label}>{tagsHeading}</p>
          <JumpLinks
            label={tagsHeading}
            className=""
            links={metadata.tags.map((tag) => ({id: tag.permalink, title: tag.label, href: tag.permalink}))}
          />
        </div>
      )}
      <QuoteCallout quoteHref={quoteHref({service, topic: metadata.title})} />
    </>
  );
}
