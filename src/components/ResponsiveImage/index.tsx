/**
 * An article image published as resized copies: the browser picks the
 * smallest that fills the column. Width and height reserve the space, so the
 * text does not jump as the image loads. Written by remarkResponsiveImages
 * (src/plugins/responsive-images) from a Markdown image; writers never type it.
 */
import React from 'react';
import styles from './styles.module.css';

/** What the ideal-image plugin's loaders return for require('./photo.jpg'). */
interface Renditions {
  src: {images: {path: string; width: number; height: number}[]; width: number; height: number};
}

interface Props {
  img: Renditions | string | {default: string};
  alt: string;
  title?: string;
}

/** The article column is at most about 800 CSS pixels wide; narrower screens use their full width. */
const sizes = '(max-width: 840px) 100vw, 800px';

export default function ResponsiveImage({img, alt, title}: Props): React.JSX.Element {
  if (typeof img === 'string' || 'default' in img) {
    const src = typeof img === 'string' ? img : img.default;
    return <img className={styles.image} src={src} alt={alt} title={title} loading="lazy" decoding="async" />;
  }
  const images = [...img.src.images].sort((a, b) => a.width - b.width);
  const largest = images[images.length - 1]!;
  return (
    <img
      className={styles.image}
      src={largest.path}
      srcSet={images.map((image) => `${image.path} ${image.width}w`).join(', ')}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      title={title}
      loading="lazy"
      decoding="async"
    />
  );
}
