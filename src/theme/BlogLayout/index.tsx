/**
 * The case studies' and insights' frame, replaced so posts and lists sit in
 * the site's one column (src/css/layout.css) instead of the theme's offset
 * one; the table of contents, when a post has one, keeps a narrow column.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';
import {TocLabel} from '@site/src/components/ArticleToc/TocTree';
import styles from './styles.module.css';

export default function BlogLayout({sidebar: _sidebar, toc, children, ...layoutProps}: Props & {children?: ReactNode}) {
  return (
    <Layout {...layoutProps}>
      <div className={`site-container ${styles.page} ${toc ? styles.withToc : ''}`}>
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
    </Layout>
  );
}
