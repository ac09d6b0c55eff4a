/**
 * A case study's or insight's body as the theme renders it, with one MDX
 * component added: tables right-align their money columns (MoneyTable). A
 * wrapper, not an ejection (src/theme/README.md).
 */
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import {MDXProvider} from '@mdx-js/react';
import MoneyTable from '@site/src/components/MoneyTable';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
  // The theme's MDXContent inside keeps its own components and adds this one (it has no `table`).
  return (
    <MDXProvider components={{table: MoneyTable}}>
      <Content {...props} />
    </MDXProvider>
  );
}
