/**
 * A row of links to a long page's own sections ("Jump to"), as pills of at least 44 px, wrapping on a phone; the
 * site's one chip style, so a post's tags use it too (with `href`: a link to another page).
 */
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
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href ?? `#${link.id}`}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
