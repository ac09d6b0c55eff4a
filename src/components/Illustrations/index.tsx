/**
 * The marketing page tops' illustrations (one per section landing page, never shared; the home page shows its indicative rates instead), drawn for this site as SVG files in
 * static/img/illustrations/ (edit them there; each is 1 to 3 KB). They load
 * as images, not script, so they add nothing to a page's JavaScript; the
 * width and height fix the box, so the hero never shifts while one loads.
 * Lazy: on a phone, where the hero hides them, they are never fetched.
 * Nothing comes from another host. Decorative (alt=""): each hero's text
 * says it all. Colours are the brand's: navy tints, white lines, the accent.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';

type Scene = 'services' | 'about';

function Illustration({scene}: {scene: Scene}) {
  const src = useBaseUrl(`/img/illustrations/${scene}.svg`);
  return <img src={src} alt="" width={400} height={300} loading="lazy" decoding="async" data-illustration={scene} />;
}

/** Services: three loan files side by side: property, equipment and a key for private lending. */
export const ServicesIllustration = () => <Illustration scene="services" />;
/** About: the borrower's deal, one broker, and several lenders linked to it. */
export const AboutIllustration = () => <Illustration scene="about" />;
