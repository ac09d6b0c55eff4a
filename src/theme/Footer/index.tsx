/** Replaces the theme footer with the site's own (why: src/theme/README.md). */
export {default} from '@site/src/components/SiteFooter';
