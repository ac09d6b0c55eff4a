/** Replaces the theme navbar with the site's own (why: src/theme/README.md). */
export {default} from '@site/src/components/Navbar';
