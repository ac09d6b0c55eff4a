/**
 * `<Details summary="...">` for writers: the browser's own disclosure
 * element in a bordered box. Replaces the theme's Details, whose
 * animated collapse added about 1.5 KB of JavaScript to every article
 * whether or not it used one.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = Omit<ComponentProps<'details'>, 'summary'> & {summary?: ReactNode};

export default function Details({summary, children, className, ...props}: Props): React.JSX.Element {
  return (
    <details className={clsx(styles.details, className)} {...props}>
      {React.isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      {children}
    </details>
  );
}
