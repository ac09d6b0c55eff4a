// Lint: typescript-eslint with type-aware rules off (tsc runs separately), React hooks, jsx-a11y.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.docusaurus-dev/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
      'coverage/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A leading underscore marks a value left out on purpose (e.g. omitted by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', {varsIgnorePattern: '^_', argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'jsx-a11y': jsxA11y, 'react-hooks': reactHooks},
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@docusaurus/Link',
              message:
                "Use the site's link, '@site/src/components/SiteLink': the same navigation and prefetching with less work per link (its comment says why).",
            },
          ],
          patterns: [
            {
              group: ['@docusaurus/*/internal', '@docusaurus/*/lib/*'],
              message:
                "Docusaurus's internals are imported only in src/docusaurus-internal/, where a test fails on an upgrade (docs-dev/DECISIONS.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/docusaurus-internal/**'],
    rules: {'no-restricted-imports': 'off'},
  },
  {
    files: ['**/*.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
