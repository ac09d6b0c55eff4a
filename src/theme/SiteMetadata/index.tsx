/**
 * The theme's site-wide metadata, plus what every page shares: the site name,
 * og:type, the default share image (pages with their own override it through
 * src/components/ShareImage) and noindex where src/content/indexing.ts says so.
 * The structured-data graph of the business and the website, the same on every
 * page, is written into the HTML by src/plugins/seo-assets.
 */
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {business} from '@site/src/business';
import {isArticlePath, isNoindexPath} from '@site/src/content/indexing';
import {defaultSocialImage, socialImageSize} from '@site/src/content/socialImage';

export default function SiteMetadataWrapper() {
  const {pathname} = useLocation();
  const image = `${business.url}${defaultSocialImage}`;
  const alt = `${business.brandName}: ${business.tagline}`;
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:site_name" content={business.brandName} />
        <meta property="og:type" content={isArticlePath(pathname) ? 'article' : 'website'} />
        <meta property="og:image" content={image} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(socialImageSize.width)} />
        <meta property="og:image:height" content={String(socialImageSize.height)} />
        <meta property="og:image:alt" content={alt} />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={alt} />
        {isNoindexPath(pathname) && <meta name="robots" content="noindex, follow" />}
      </Head>
    </>
  );
}
