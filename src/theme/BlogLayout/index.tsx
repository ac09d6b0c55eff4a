/**
 * The case studies' and insights' frame, replaced so posts and lists sit in
 * the site's one column (src/css/layout.css) instead of the theme's offset
 * one. A post is framed as a guide is: its kind's list beside it from 1200 px
 * (the blog's own sidebar, every post, through the guides' sidebar component,
 * which also hands it to the phone's menu), the text, and the table of
 * contents, when the post has one, in a narrow column. The lists pass no
 * sidebar: they are the list.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';
import type {BlogSidebar} from '@docusaurus/plugin-content-blog';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {TocLabel} from '@site/src/components/ArticleToc/TocTree';
import ArticleSidebar from '@site/src/components/ArticleSidebar';
import styles from './styles.module.css';

/** The blog's list of posts as sidebar links, led by the whole list ("All case studies"), as the guides' is. */
function sidebarLinks({title, items}: BlogSidebar): PropSidebar {
  const first = items[0]?.permalink ?? '';
  const listPath = first.slice(0, first.lastIndexOf('/'));
  return [
    {type: 'link', href: listPath, label: `All ${title.toLowerCase()}`},
    ...items.map((post) => ({type: 'link' as const, href: post.permalink, label: post.title})),
  ];
}

export default function BlogLayout({sidebar, toc, children, ...layoutProps}: Props & {children?: ReactNode}) {
  const withSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className={clsx('site-container', withSidebar && 'site-docs site-docs--sidebar')}>
        {withSidebar && <ArticleSidebar title={sidebar.title} items={sidebarLinks(sidebar)} />}
        <div className={clsx(styles.page, withSidebar && 'site-doc-main', toc && styles.withToc)}>
          <main className={styles.main}>{children}</main>
          {toc && (
            <nav aria-labelledby="toc-label" className={styles.toc}>
              <div className={styles.tocSticky}>
                <TocLabel id="toc-label" />
                {toc}
              </div>
            </nav>
          )}
        </div>
      </div>
    </Layout>
  );
}
