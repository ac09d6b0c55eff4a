/** A link in one of the phone menu's lists (Resources' pages, a service group's services): marked when it is the page. */
import Link from '@site/src/components/SiteLink';
import clsx from 'clsx';
import styles from './styles.module.css';

export default function SubLink({
  to,
  label,
  pathname,
  onNavigate,
}: {
  to: string;
  label: string;
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link
        to={to}
        className={clsx(styles.subLink, pathname === to && styles.active)}
        aria-current={pathname === to ? 'page' : undefined}
        onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
}
