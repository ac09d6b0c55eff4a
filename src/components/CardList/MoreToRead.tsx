/**
 * The tile that completes a list's last row where it would hold one card alone or a short row (CardList's
 * `filler`): a way on to the rest of the resources, not an empty slot.
 */
import Link from '@site/src/components/SiteLink';

export default function MoreToRead() {
  return (
    <>
      <p>
        <strong>More to read</strong>
      </p>
      <p>Guides, calculators, a glossary and answers to the questions borrowers ask most.</p>
      <Link to="/resources">Browse all resources</Link>
    </>
  );
}
