/**
 * A page's own share image: the one the build draws from this title
 * (src/plugins/seo-assets reads the alt text back as the title to draw).
 * Pages without one keep the default image set in src/theme/SiteMetadata.
 */
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {business} from '@site/src/business';
import {ownSocialImage} from '@site/src/content/socialImage';

export default function ShareImage({title}: {title: string}) {
  const {pathname} = useLocation();
  const image = ownSocialImage(pathname);
  if (!image) return null;
  const url = `${business.url}${image.path}`;
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={title} />
    </Head>
  );
}
