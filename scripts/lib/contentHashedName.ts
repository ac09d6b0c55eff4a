/**
 * A built stylesheet's new name after the build rewrote its content: the
 * same name with the hash of the new content. Docusaurus names CSS
 * `<name>.<8 hex digits>.css`; if an update names it another way, this
 * throws, because keeping the old name on new content would let a browser
 * that cached the old file (for a year: it is served as immutable) keep
 * using it.
 */
import crypto from 'crypto';

const HASHED_CSS = /\.[0-9a-f]{8}\.css$/;

export function contentHashedName(fileName: string, content: string): string {
  if (!HASHED_CSS.test(fileName))
    throw new Error(
      `[purge-css] ${fileName} is not named <name>.<8 hex digits>.css: Docusaurus changed how it names stylesheets. ` +
        'Update scripts/lib/contentHashedName.ts, or the purged file would keep a name browsers cache for a year.',
    );
  const hash = crypto.createHash('md5').update(content).digest('hex').slice(0, 8);
  return fileName.replace(HASHED_CSS, `.${hash}.css`);
}
