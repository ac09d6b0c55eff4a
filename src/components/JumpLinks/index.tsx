/**
 * A row of links to a long page's own sections ("Jump to"), as the site's chips (src/components/Chips); a post's
 * tags use it too (with `href`: a link to another page).
 */
import chips from '../Chips/styles.module.css';
import styles from './styles.module.css';

interface Props {
  label: string;
  links: readonly {id: string; title: string; href?: string}[];
  /** The nav's own class; by default the page's container (a page already inside one passes its own). */
  className?: string;
}

export default function JumpLinks({label, links, className = 'site-container'}: Props) {
  return (
    <nav aria-label={label} className={`${className} ${styles.jump}`} data-pagefind-ignore="all">
      {/* Links to the page's own sections are boxes on a phone (src/components/Chips); a post's tags stay chips. */}
      <ul className={links.some((link) => link.href) ? `${chips.chips} ${styles.tags}` : chips.chips}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href ?? `#${link.id}`} className={chips.chip}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
