/**
 * The theme's DocItem layout without the parts this site never shows: the
 * version banner and badge (the docs have one version) and the unlisted and
 * draft notices (drafts are not published; an unlisted page is still left
 * out of the sitemap and marked noindex by the docs plugin). Those notices
 * brought the Admonition component and its icons into every guide: about
 * 3 KB of compressed JavaScript. The table of contents is the site's own
 * (src/components/ArticleToc): CSS, not a window measurement, picks its form;
 * the phone's form sits under the page's header (DocItem/Content). Under a
 * guide, the related reading the build writes into its content
 * (src/plugins/remark-article-extras) replaces the theme's previous/next pager.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import {ArticleTocDesktop, useArticleToc} from '../../../components/ArticleToc';
import styles from './styles.module.css';

export default function DocItemLayout({children}: {children: ReactNode}): ReactNode {
  const {frontMatter} = useDoc();
  const toc = useArticleToc();
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', showToc && styles.docItemCol)}>
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
        </div>
      </div>
      {showToc && (
        <div className={clsx('col col--3', styles.tocColumn)}>
          <ArticleTocDesktop nodes={toc} />
        </div>
      )}
    </div>
  );
}
