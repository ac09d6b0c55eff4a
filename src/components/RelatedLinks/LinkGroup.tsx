/** A titled list of related pages, as an article's foot and a service page's sidebar show them; nothing when empty. */
import Link from '@site/src/components/SiteLink';
import styles from './styles.module.css';

export default function LinkGroup({title, links}: {title: string; links: readonly {to: string; label: string}[]}) {
  if (links.length === 0) return null;
  return (
    <section>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
