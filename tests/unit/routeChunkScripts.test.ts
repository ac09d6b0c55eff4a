/**
 * The manifest entries that let Docusaurus write a page's route scripts into
 * its HTML: each import request filed with its chunk and the chunk's siblings.
 */
import type {LoadContext} from '@docusaurus/types';
import routeChunkScripts, {addRequestOrigins} from '../../src/plugins/route-chunk-scripts';

const manifest = () => ({
  entrypoints: ['main'],
  origins: {main: [2, 1]} as Record<string, Array<string | number>>,
  assets: {},
});

describe('addRequestOrigins', () => {
  it('files a route chunk under the request that imported it, with the chunks loaded beside it', () => {
    const result = manifest();
    const added = addRequestOrigins(result, [
      {id: 36, siblings: [7, 9], origins: [{request: '@site/docs/guides/bridging.mdx'}]},
      {id: 17, siblings: [], origins: [{request: '@theme/DocItem'}]},
    ]);
    expect(added).toEqual({requests: 2, added: 2});
    expect(result.origins['@site/docs/guides/bridging.mdx']).toEqual([36, 7, 9]);
    expect(result.origins['@theme/DocItem']).toEqual([17]);
  });

  it('merges a request two chunks answer, without repeating a chunk', () => {
    const result = manifest();
    addRequestOrigins(result, [
      {id: 5, siblings: [6], origins: [{request: '@theme/BlogListPage'}]},
      {id: 6, siblings: [5], origins: [{request: '@theme/BlogListPage'}]},
    ]);
    expect(result.origins['@theme/BlogListPage']).toEqual([5, 6]);
  });

  it('counts none added when the manifest already files each request (Docusaurus fixed it: the build then stops)', () => {
    const result = manifest();
    result.origins['@theme/DocItem'] = [17];
    expect(addRequestOrigins(result, [{id: 17, origins: [{request: '@theme/DocItem'}]}])).toEqual({
      requests: 1,
      added: 0,
    });
  });

  it('leaves the entry point and chunks without a request (split chunks, the entry) as they were', () => {
    const result = manifest();
    const added = addRequestOrigins(result, [
      {id: 1, origins: [{}]},
      {id: 2},
      {siblings: [3], origins: [{request: 'x'}]},
    ]);
    expect(added).toEqual({requests: 0, added: 0});
    expect(result.origins).toEqual({main: [2, 1]});
  });
});

describe('the plugin in each mode', () => {
  const plugin = routeChunkScripts({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configure = (mode: 'production' | 'development', isServer: boolean) =>
    // Only the bundler config's mode and the server flag are read.
    (plugin.configureWebpack as (...args: unknown[]) => {plugins?: unknown[]})({mode}, isServer, {}, undefined);

  it('adds its step to the production client build, which writes the client manifest', () => {
    expect(configure('production', false).plugins).toHaveLength(1);
    expect(configure('production', true)).toEqual({});
  });

  it('does nothing in the development server (npm run dev), which writes no client manifest', () => {
    expect(configure('development', false)).toEqual({});
    expect(configure('development', true)).toEqual({});
  });
});
