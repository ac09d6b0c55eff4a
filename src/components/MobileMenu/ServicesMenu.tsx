/**
 * Under Services in the phone menu: the service groups, each a disclosure button that opens its services' links
 * (design review h, finding 5). The groups and titles come from the service records through the content-index
 * plugin (service-menu.json: titles and links only, since this menu is in every page's script).
 */
import {useState} from 'react';
import Link from '@site/src/components/SiteLink';
import clsx from 'clsx';
import serviceMenu from '@generated/content-index/default/service-menu.json';
import {ChevronDownIcon} from '../Icons';
import styles from './styles.module.css';

export default function ServicesMenu({pathname, onNavigate}: {pathname: string; onNavigate: () => void}) {
  // The group holding the page open, so a visitor on a service sees where they are.
  const [open, setOpen] = useState<string | null>(
    () => serviceMenu.find((g) => g.services.some((s) => s.permalink === pathname))?.id ?? null,
  );
  return (
    <ul className={styles.subList} aria-label="Services by group">
      {serviceMenu.map((group) => {
        const expanded = open === group.id;
        const listId = `mobile-services-${group.id}`;
        return (
          <li key={group.id} className={clsx(expanded && styles.groupOpen)}>
            <button
              type="button"
              className={styles.groupToggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setOpen(expanded ? null : group.id)}>
              {group.label}
              <ChevronDownIcon className={styles.chevron} />
            </button>
            <ul id={listId} className={styles.groupList} hidden={!expanded}>
              {group.services.map((service) => (
                <li key={service.permalink}>
                  <Link
                    to={service.permalink}
                    className={clsx(styles.subLink, pathname === service.permalink && styles.active)}
                    aria-current={pathname === service.permalink ? 'page' : undefined}
                    onClick={onNavigate}>
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
