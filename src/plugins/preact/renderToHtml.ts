/**
 * Replaces Docusaurus's server renderer (react-dom/server's streaming
 * renderToPipeableStream) in the build: Preact renders the whole page to one
 * string, waiting for any lazy component, which is what the static build
 * needs. Same signature as @docusaurus/core/lib/client/renderToHtml.
 */
import type {ReactNode} from 'react';
import {renderToStringAsync} from 'preact-render-to-string';
import type {VNode} from 'preact';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return renderToStringAsync(app as unknown as VNode);
}
