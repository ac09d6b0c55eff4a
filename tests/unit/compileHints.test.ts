/** src/plugins/compile-hints: the banner goes on main.js in production browser builds only. */
import compileHintsPlugin, {entryBundle} from '../../src/plugins/compile-hints';

class FakeBannerPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}
const currentBundler = {
  name: 'rspack',
  instance: {BannerPlugin: FakeBannerPlugin, Compilation: {PROCESS_ASSETS_STAGE_SUMMARIZE: 1000}},
} as never;

function configure(isServer: boolean, env: string) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    const plugin = compileHintsPlugin();
    return plugin.configureWebpack!({} as never, isServer, {currentBundler} as never, undefined) as {plugins?: FakeBannerPlugin[]};
  } finally {
    process.env.NODE_ENV = previous;
  }
}

describe('compile-hints', () => {
  it('adds V8’s magic comment, unwrapped, to the entry bundle of a production browser build', () => {
    const {plugins} = configure(false, 'production');
    expect(plugins).toHaveLength(1);
    expect(plugins![0]!.options).toMatchObject({banner: '//# allFunctionsCalledOnLoad', raw: true, test: entryBundle, stage: 1000});
  });
  it('matches main.js and no route chunk', () => {
    expect(entryBundle.test('assets/js/main.44c7acb6.js')).toBe(true);
    expect(entryBundle.test('assets/js/runtime~main.5e90f52e.js')).toBe(false);
    expect(entryBundle.test('assets/js/9be559c9.js')).toBe(false);
  });
  it('leaves the server bundle and the development server alone', () => {
    expect(configure(true, 'production')).toEqual({});
    expect(configure(false, 'development')).toEqual({});
  });
});
