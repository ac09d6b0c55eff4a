/**
 * The reference of the enquiry this tab sent last. A reload after sending, or the quote form opened again later in
 * the visit, showed an empty form and nothing else: the reference was gone, and sending again was the only way to
 * be sure, which made a second enquiry. The form now says what was sent. In sessionStorage, like the draft
 * (draft.ts): this tab only, gone when it closes.
 */
import {readTabObject, writeTab} from '../../enquiry/tabStorage';

const STORAGE_KEY = 'hcf-quote-sent';

export function rememberSent(reference: string): void {
  writeTab(STORAGE_KEY, {reference});
}

export function sentInTab(): string | undefined {
  const {reference} = readTabObject(STORAGE_KEY);
  return typeof reference === 'string' ? reference : undefined;
}
