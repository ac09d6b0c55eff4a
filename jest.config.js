/** Jest runs the unit and integration tests under tests/unit (Playwright owns tests/e2e). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
  },
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
};
