/**
 * The not-found page: a way on for the visitor (services, resources, contact,
 * the phone) instead of a dead end. If the path is one of the site's old
 * addresses or short aliases, it sends the visitor to the page instead (the
 * server answers those with a 301; this covers in-app links and `npm run dev`).
 */
import {useEffect} from 'react';
import clsx from 'clsx';
import Link from '@site/src/components/SiteLink';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import {redirectTarget, resourcesMenu} from '@site/src/site-map';
import PageHeader from '@site/src/components/PageHero/PageHeader';
import QuoteCallout from '@site/src/components/QuoteCallout';
import SearchBox from '@site/src/components/SiteSearch/SearchBox';
import grid from '@site/src/components/AutoGrid/styles.module.css';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props) {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const target = redirectTarget(pathname);

  useEffect(() => {
    if (target) history.replace(`${target}${search}${hash}`);
  }, [target, search, hash, history]);

  return (
    <main className={clsx('site-container', styles.main, className)}>
      {/* Whatever address showed it, the not-found page is never indexed. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.inner}>
        <PageHeader
          eyebrow="Error 404"
          title="We couldn’t find that page"
          lead="The address may be mistyped, or the page may have moved. These will get you back on track, or call us in business hours."
        />
        {/* The search and the popular pages side by side on a wide screen, one under the other on a phone. */}
        <div className={styles.ways}>
          <div>
            <h2 className={styles.searchHeading}>Search the site</h2>
            <SearchBox button />
          </div>
          <nav aria-label="Helpful pages" className={styles.links}>
            <h2>Popular pages</h2>
            <ul className={grid.grid}>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/services">Our finance services</Link>
              </li>
              {resourcesMenu.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
              <li>
                <Link to="/contact">Contact us</Link>
              </li>
            </ul>
          </nav>
        </div>
        <QuoteCallout />
      </div>
    </main>
  );
}
