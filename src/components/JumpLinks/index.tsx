/** A row of links to a long page's own sections ("Jump to"), as pills of at least 44 px, wrapping on a phone. */
import styles from './styles.module.css';

export default function JumpLinks({label, links}: {label: string; links: readonly {id: string; title: string}[]}) {
  return (
    <nav aria-label={label} className={`site-container ${styles.jump}`} data-pagefind-ignore="all">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
