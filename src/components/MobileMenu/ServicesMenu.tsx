/**
 * Under Services in the phone menu: the service groups, each a disclosure that opens its services' links, so
 * the business's core is one tap from any page. Native <details>, like the menu's popover: they open and close before React has hydrated
 * or without JavaScript (docs-dev/ARCHITECTURE.md), and screen readers announce each summary as a collapsed or
 * expanded button. The groups and titles come from the service records through the content-index plugin
 * (service-menu.json: titles and links only, since this menu is in every page's script).
 */
import clsx from 'clsx';
import serviceMenu from '@generated/content-index/default/service-menu.json';
import {ChevronDownIcon} from '../Icons';
import SubLink from './SubLink';
import styles from './styles.module.css';

export default function ServicesMenu({pathname, onNavigate}: {pathname: string; onNavigate: () => void}) {
  return (
    <ul className={clsx(styles.subList, styles.groups)} aria-label="Services by group">
      {serviceMenu.map((group) => (
        <li key={group.id}>
          {/* The group holding the page starts open, so a visitor on a service sees where they are. */}
          <details className={styles.group} open={group.services.some((s) => s.permalink === pathname)}>
            <summary className={styles.groupToggle}>
              {group.label}
              <ChevronDownIcon className={styles.chevron} />
            </summary>
            <ul className={styles.groupList}>
              {group.services.map((service) => (
                <SubLink
                  key={service.permalink}
                  to={service.permalink}
                  label={service.title}
                  pathname={pathname}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
