/**
 * The build check behind src/plugins/docs-without-global-data: a script that
 * reads the docs plugin's global data stops the build; data that only carries
 * the plugin's name does not.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {docsGlobalDataReaders} from '../../src/plugins/docs-without-global-data';

function buildWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-global-data-'));
  fs.mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'assets', 'js', name), code);
  return dir;
}

describe('docsGlobalDataReaders', () => {
  it('names the scripts that read the docs global data, minified or not', () => {
    const dir = buildWith({
      'a.js': 'let e=(0,r.useAllPluginInstancesData)("docusaurus-plugin-content-docs")??{};',
      'b.js': "const d = usePluginData( 'docusaurus-plugin-content-docs', id);",
      'c.js': 'JSON.parse(\'{"name":"docusaurus-plugin-content-docs","id":"guides"}\')',
      'd.js': '{"docusaurus-plugin-content-docs":{"type":"package","version":"3.10.2"}}',
      'e.css': 'x("docusaurus-plugin-content-docs")',
    });
    expect(docsGlobalDataReaders(dir).sort()).toEqual(['a.js', 'b.js']);
  });
});
