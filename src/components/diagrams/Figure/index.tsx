/**
 * The frame every guide diagram shares: the drawing, then a caption with its title and a sentence that says
 * what it shows. The same two pieces of text name and describe the SVG for screen readers (role="img").
 * Drawings are 340 units wide and their text at least 13 units, so it never renders under 12 px on a phone;
 * the frame caps the width on wider screens.
 */
import {useId, type ReactNode} from 'react';
import styles from '../diagram.module.css';

interface Props {
  title: string;
  /** The text alternative: what the diagram shows, figures included, in a sentence or two. */
  description: string;
  /** Height of the drawing in its own units (it is 340 wide). */
  height: number;
  /** Adds "Illustrative figures" to the caption: the default, as diagrams carry example figures. */
  illustrative?: boolean;
  children: ReactNode;
}

export const DIAGRAM_WIDTH = 340;
/** Where bars and bands start, and how wide they run: a 10-unit margin on each side of the drawing. */
export const DRAWING_LEFT = 10;
export const DRAWING_WIDTH = DIAGRAM_WIDTH - 2 * DRAWING_LEFT;

export default function Figure({title, description, height, illustrative = true, children}: Props) {
  const id = useId();
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${DIAGRAM_WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className={styles.svg}>
        {children}
      </svg>
      <figcaption className={styles.caption}>
        <strong id={`${id}-title`}>{title}</strong>{' '}
        <span id={`${id}-description`}>
          {description}
          {illustrative && ' Illustrative figures only.'}
        </span>
      </figcaption>
    </figure>
  );
}
