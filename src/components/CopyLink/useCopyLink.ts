/**
 * "Copy link" on a page whose address carries the visitor's own answers or figures (the readiness result, a
 * calculator): copies the address and says what the link shows, or, with no clipboard (an older browser, or
 * permission refused), shows the address to copy by hand. The status goes in a role="status" line beside the button.
 */
import {useState} from 'react';

export function useCopyLink(copiedMessage: string): [copy: () => Promise<void>, status: string] {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(copiedMessage);
    } catch {
      setStatus(`Copy this address: ${window.location.href}`);
    }
  };
  return [copy, status];
}
