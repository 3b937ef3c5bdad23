import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries: app → features → components/api/lib → contract; server never imports src. */
const restrict = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message]) => ({ group, message })) },
  ],
});
const noApp = ['**/app', '**/app/**'];
const noFeatures = ['**/features/**'];
const noSrc = ['**/src/**', '../src', '../../src'];
const noServer = ['**/server/**'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      '.tmp',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module as a side-effect import (verbatimModuleSyntax): the page
      // would evaluate a contract's zod schemas only to read its types.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrict(
      [noSrc, 'contract is shared: no app code'],
      [noServer, 'contract is shared: no server code'],
    ),
  },
  { files: ['server/**/*.ts'], rules: restrict([noSrc, 'the server never imports the SPA']) },
  { files: ['service-worker/**/*.ts'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['src/components/**', 'src/api/**', 'src/lib/**'],
    rules: restrict(
      [noApp, 'shared code does not import the app'],
      [noFeatures, 'shared code does not import features'],
      [noServer, 'the SPA never imports the server'],
    ),
  },
  ...['admin', 'auth', 'student', 'teacher'].map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict(
      [noApp, 'features do not import the app; the route tree composes them'],
      [
        ['admin', 'auth', 'student', 'teacher']
          .filter((other) => other !== feature)
          .flatMap((other) => [
            `**/features/${other}/**`,
            `../${other}/**`,
            `../../${other}/**`,
            `../../../${other}/**`,
          ]),
        'features do not import each other',
      ],
      [noServer, 'the SPA never imports the server'],
    ),
  })),
  { files: ['src/app/**'], rules: restrict([noServer, 'the SPA never imports the server']) },
);
