/**
 * The quieter actions under a page's one primary button, as text buttons in a row: print (or save as PDF) and copy
 * the page's link, then any the page adds. The calculators and the readiness result share them; their addresses
 * carry the visitor's own figures or answers, which `copied` says the link shows. With no clipboard (an older
 * browser, or permission refused) the status line gives the address to copy by hand.
 */
import {useState, type ReactNode} from 'react';

export default function PrintAndCopy({copied, children}: {copied: string; children?: ReactNode}) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(copied);
    } catch {
      setStatus(`Copy this address: ${window.location.href}`);
    }
  };
  return (
    <div className="link-buttons">
      <button type="button" className="link-button" onClick={() => window.print()}>
        Print or save as PDF
      </button>
      <button type="button" className="link-button" onClick={copy}>
        Copy link
      </button>
      {children}
      {/* A line of its own in the row, empty (and no height) until there is something to say; always there, so a
          screen reader announces what appears in it. */}
      <p role="status" className="copy-status">
        {status}
      </p>
    </div>
  );
}
