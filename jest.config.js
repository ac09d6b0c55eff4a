/** Jest runs the unit and integration tests under tests/unit, including the server's (Playwright owns tests/e2e). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  // The server's tests start a real server and post to it over HTTP: on a busy two-core machine a test of seven
  // posts outran Jest's default 5 s (a timeout, not a failure of the behaviour).
  testTimeout: 20_000,
  // One worker per core: Jest's default leaves a core to its own process, which on the two-core CI machine ran every
  // file one after another (142 s against 84 s with two, on the same machine). A few server tests wait on real
  // socket timeouts, and run beside the rest instead of holding them up.
  maxWorkers: '100%',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
  },
  // light-my-request (Fastify's inject) depends on cookie 1.x, which is ESM only: compile it too.
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
  // Components rendered to HTML in unit tests import CSS modules: give them a stub.
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/unit/support/cssModuleStub.js',
  },
};
