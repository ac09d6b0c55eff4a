/** The purged stylesheet's new name (scripts/lib/contentHashedName.ts): new content, new name, or the build stops. */
import {contentHashedName} from '../../scripts/lib/contentHashedName';

describe('the purged stylesheet’s name', () => {
  it('changes with its content, so a browser holding the old file under a year-long cache fetches the new one', () => {
    const first = contentHashedName('styles.0a1b2c3d.css', 'a{color:red}');
    expect(first).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(first).not.toBe('styles.0a1b2c3d.css');
    expect(contentHashedName('styles.0a1b2c3d.css', 'a{color:blue}')).not.toBe(first);
    expect(contentHashedName('styles.ffffffff.css', 'a{color:red}')).toBe(first);
  });

  it('stops the build when Docusaurus names its stylesheet another way', () => {
    expect(() => contentHashedName('styles.0a1b2c3d4e5f.css', 'a{}')).toThrow(/\[purge-css\] .* is not named/);
    expect(() => contentHashedName('styles.css', 'a{}')).toThrow(/Docusaurus changed how it names stylesheets/);
  });
});
