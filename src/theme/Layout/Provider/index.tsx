/**
 * The theme's layout providers, less three for parts the site does not have:
 * colour modes (the site is light only, with no switch; the theme's inline
 * script still sets data-theme="light"), the announcement bar
 * (src/theme/AnnouncementBar renders nothing) and the docs version preference
 * (the guides have one version). Each ran on every page and shipped in main.js.
 */
import type {ReactNode} from 'react';
import {composeProviders} from '@docusaurus/theme-common';
import {NavbarProvider, PluginHtmlClassNameProvider, ScrollControllerProvider} from '@site/src/docusaurus-internal';

const Provider = composeProviders([ScrollControllerProvider, PluginHtmlClassNameProvider, NavbarProvider]);

export default function LayoutProvider({children}: {children: ReactNode}) {
  return <Provider>{children}</Provider>;
}
