/**
 * A decorative Lucide icon (ISC licence), drawn from its data in the `lucide`
 * package as one <svg> whose shapes are written as markup.
 *
 * Why not `lucide-react`: its components carry a runtime (a context, class
 * merging, attribute mapping: 1.35 KB compressed on every page with icons),
 * and each icon is two components plus an element per shape for React to
 * hydrate. These icons never change, so React needs to know only the <svg>;
 * the shapes are the same markup either way (docs-dev/PERFORMANCE.md).
 */
import type {IconNode} from 'lucide';

const escapes: Record<string, string> = {'&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;'};

/** The icon's shapes as SVG markup: `[["path", {d: "M2 12h20"}]]` -> `<path d="M2 12h20"/>`. */
export function shapesMarkup(icon: IconNode): string {
  return icon
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${String(value).replace(/[&"<>]/g, (c) => escapes[c]!)}"`)
        .join('');
      return `<${tag}${written}/>`;
    })
    .join('');
}

/** Hidden from assistive technology: the text beside it names what it stands for. */
export default function Glyph({icon}: {icon: IconNode}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{__html: shapesMarkup(icon)}}
    />
  );
}
