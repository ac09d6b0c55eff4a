/** The docs' main landmark, without the theme's extra container (DocRoot/Layout places it in the column). */
import type {ReactNode} from 'react';

export default function DocRootLayoutMain({children}: {children: ReactNode}) {
  return <main className="site-doc-main">{children}</main>;
}
