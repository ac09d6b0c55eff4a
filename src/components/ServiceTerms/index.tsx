/**
 * A service's indicative terms as a table, for the readiness check's result. Service pages get theirs as Markdown
 * from <ServiceTerms service="..." /> (src/facts/serviceTermsMarkdown.ts), at build time.
 */
import type {ReactNode} from 'react';
import type {ServiceTermsRow} from '../../facts/serviceTerms';

/** A service's terms rows as a two-column table. */
export function TermsTable({
  rows,
  caption,
  className,
}: {
  rows: readonly ServiceTermsRow[];
  /** The readiness check's dated heading. */
  caption: ReactNode;
  className?: string;
}) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
