/** Every page's <title>, written by one rule (src/content/pageTitle.ts): a short suffix, dropped when the title is long. */
import type {ReactNode} from 'react';
import {TitleFormatterProvider} from '@site/src/docusaurus-internal';
import {pageTitle, sectionTitle} from '@site/src/content/pageTitle';

export default function ThemeProviderTitleFormatter({children}: {children: ReactNode}) {
  return (
    <TitleFormatterProvider formatter={({title, plugin}) => pageTitle(sectionTitle(title, plugin.id))}>
      {children}
    </TitleFormatterProvider>
  );
}
