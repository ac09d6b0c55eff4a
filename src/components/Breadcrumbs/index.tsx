/** Visible breadcrumbs and their BreadcrumbList structured data, from one list. */
import Link from '@site/src/components/SiteLink';
import JsonLd from '../JsonLd';
import {breadcrumbData, type Crumb} from '../../content/structuredData/breadcrumbs';
import styles from './styles.module.css';

export type {Crumb};

/** `trail` runs from the first section after Home to the current page (last). */
export default function Breadcrumbs({trail}: {trail: readonly Crumb[]}) {
  const current = trail.at(-1);
  return (
    <>
      <JsonLd data={breadcrumbData(trail)} />
      <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} data-pagefind-ignore="all">
        <ol>
          {[{name: 'Home', path: '/'}, ...trail].map((crumb) => (
            <li key={crumb.path}>
              {crumb === current ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
