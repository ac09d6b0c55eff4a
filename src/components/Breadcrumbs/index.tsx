/** Visible breadcrumbs and their BreadcrumbList structured data, from one list. */
import Link from '@site/src/components/SiteLink';
import JsonLd from '../JsonLd';
import {breadcrumbData, type Crumb} from '../../content/structuredData/breadcrumbs';
import styles from './styles.module.css';

export type {Crumb};

/** The tools list's trail, and a tool's under it (a calculator, the readiness check). */
export function toolsTrail(tool?: Crumb): Crumb[] {
  const list = [
    {name: 'Resources', path: '/resources'},
    {name: 'Tools and calculators', path: '/resources/tools'},
  ];
  return tool ? [...list, tool] : list;
}

/** `trail` runs from Home's next section to the page (last); an `article`'s H1 names it, so its visible trail stops short. */
export default function Breadcrumbs({trail, article}: {trail: readonly Crumb[]; article?: boolean}) {
  const current = trail.at(-1);
  const shown = [{name: 'Home', path: '/'}, ...(article ? trail.slice(0, -1) : trail)];
  // On a phone only this one shows, as a back link ("‹ Resources"): the whole trail would wrap to a second line.
  const parent = shown.filter((crumb) => crumb !== current).at(-1);
  return (
    <>
      <JsonLd data={breadcrumbData(trail)} />
      <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} data-pagefind-ignore="all">
        <ol>
          {shown.map((crumb) => (
            <li key={crumb.path} className={crumb === parent ? styles.parent : undefined}>
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
