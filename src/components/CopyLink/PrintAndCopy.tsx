/**
 * The quieter actions under a page's one primary button, as text buttons in a row: print (or save as PDF) and copy
 * the page's link (useCopyLink), then any the page adds. The calculators and the readiness result share them.
 */
import type {ReactNode} from 'react';

export default function PrintAndCopy({onCopy, children}: {onCopy: () => void; children?: ReactNode}) {
  return (
    <div className="link-buttons">
      <button type="button" className="link-button" onClick={() => window.print()}>
        Print or save as PDF
      </button>
      <button type="button" className="link-button" onClick={onCopy}>
        Copy link
      </button>
      {children}
    </div>
  );
}
