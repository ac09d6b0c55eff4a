/**
 * Code blocks without syntax highlighting. A broker's articles have no code;
 * the theme's highlighter (Prism, line numbers, copy button) would add about
 * 25 KB gzip to every article page for nothing.
 */
import type {ReactNode} from 'react';

interface Props {
  children?: ReactNode;
  className?: string;
}

export default function CodeBlock({children, className}: Props) {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}
