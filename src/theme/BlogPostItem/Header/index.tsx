/** On a case study or insight's own page, breadcrumbs (visible and structured data) above the theme's header, and its share image. */
import type {WrapperProps} from '@docusaurus/types';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import ShareImage from '@site/src/components/ShareImage';

type Props = WrapperProps<typeof HeaderType>;

const sections = [
  {prefix: '/resources/case-studies/', name: 'Case studies', path: '/resources/case-studies'},
  {prefix: '/resources/insights/', name: 'Market insights', path: '/resources/insights'},
];

export default function HeaderWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const section = sections.find((s) => metadata.permalink.startsWith(s.prefix));
  return (
    <>
      {isBlogPostPage && section && <ShareImage title={metadata.title} />}
      {isBlogPostPage && section && (
        <Breadcrumbs
          trail={[
            {name: 'Resources', path: '/resources'},
            {name: section.name, path: section.path},
            {name: metadata.title, path: metadata.permalink},
          ]}
        />
      )}
      <Header {...props} />
    </>
  );
}
