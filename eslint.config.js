import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Feature boundaries, checked on the files imports resolve to (not on the import text):
 * - web: a feature never imports another feature; pages in app/ compose them;
 * - API: a feature's repository is imported only by that feature's own services (and its tests, and
 *   type-only by its presenters); other features call its service.
 */
export const boundariesConfig = {
  files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { [path.join(import.meta.dirname, 'scripts/eslint-resolver.cjs')]: {} },
    'boundaries/include': ['apps/web/src/**/*', 'apps/api/src/**/*'],
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
      { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
      { type: 'web-shared', pattern: 'apps/web/src/*', partialMatch: false },
      { type: 'api-feature', pattern: 'apps/api/src/features/*', partialMatch: false, capture: ['feature'] },
      { type: 'api-shared', pattern: 'apps/api/src/*', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'repository', pattern: 'apps/api/src/features/*/*.repository.ts' },
      { category: 'service', pattern: 'apps/api/src/features/*/*.service.ts' },
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // a feature's own files are one element: check imports inside it too (routes → repository)
        checkInternals: true,
        policies: [
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
            },
            message: 'Web features never import each other; compose them in a page under app/.',
          },
          {
            disallow: { to: { file: { categories: 'repository' } } },
            message: "Only a feature's own service may import its repository; other features call its service.",
          },
          {
            from: { element: { type: 'api-feature' }, file: { categories: { anyOf: ['service', 'test'] } } },
            allow: { to: { element: { type: 'api-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
          },
          {
            from: { element: { type: 'api-feature' } },
            allow: {
              to: { element: { type: 'api-feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              dependency: { kind: 'type' },
            },
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '**/test-results/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // A transaction is one connection: its queries run one after the other (node-postgres queues parallel
    // ones and deprecates it, pg@9 refuses them). No Promise.all/allSettled/any/race in a function given `tx`.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `:function:has(> Identifier[name='tx']) CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled|any|race)$/]`,
          message: 'Queries in one transaction run one after the other: await them in turn instead of Promise.all.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundariesConfig,
);
