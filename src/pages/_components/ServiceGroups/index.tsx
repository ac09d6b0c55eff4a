/** The services grouped by category, as cards: the home page's "What we arrange". */
import type {CSSProperties} from 'react';
import type {ServiceSummary} from '@site/src/plugins/content-index/types';
import {serviceCategories} from '@site/src/services/categories';
import CardList from '@site/src/components/CardList';
import {ServiceIcon} from '@site/src/components/Icons/topics';
import styles from './styles.module.css';

interface Props {
  services: readonly ServiceSummary[];
  /** On a phone, each service as one line (the home page): the full cards are on /services. */
  compactOnPhone?: boolean;
}

export default function ServiceGroups({services, compactOnPhone}: Props) {
  // On a wide screen the groups sit two by two, each a column of cards (styles.module.css).
  return (
    <div className={styles.groups}>
      {serviceCategories.map((category) => {
        const inCategory = services.filter((s) => s.category === category.id);
        if (inCategory.length === 0) return null;
        return (
          <section
            key={category.id}
            aria-labelledby={`services-${category.id}`}
            // How many rows of the grid the group and its cards take (styles.module.css; a span takes no calc()).
            style={{'--rows': inCategory.length + 1, '--cards': inCategory.length} as CSSProperties}>
            <h3 id={`services-${category.id}`} className={styles.heading}>
              {category.label}
            </h3>
            <CardList
              cards={inCategory.map((s) => ({
                title: s.title,
                text: s.summary,
                to: s.permalink,
                icon: <ServiceIcon name={s.icon} />,
              }))}
              headingLevel={4}
              compactOnPhone={compactOnPhone}
              iconBeside
            />
          </section>
        );
      })}
    </div>
  );
}
