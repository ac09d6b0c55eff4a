/**
 * The case studies' and insights' frame, replaced so posts and lists sit in
 * the site's one column (src/css/layout.css) instead of the theme's offset
 * one; the table of contents, when a post has one, keeps a narrow column,
 * with a case study's deal at a glance under it from 1280 px (ArticleRail).
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';
import ArticleRail from '@site/src/components/ArticleRail';
import styles from './styles.module.css';

export default function BlogLayout({sidebar: _sidebar, toc, children, ...layoutProps}: Props & {children?: ReactNode}) {
  return (
    <Layout {...layoutProps}>
      <div className={`site-container ${styles.page} ${toc ? styles.withToc : ''}`}>
        <main className={styles.main}>{children}</main>
        {/* Only a post has contents (a list has none), so the rail reads the post. */}
        {toc && (
          <div className={styles.toc}>
            <div className={styles.rail}>
              {toc}
              <ArticleRail className={styles.railExtra} />
            </div>
          </div>
        )}
      </div>
    </Layout>
  );
}
