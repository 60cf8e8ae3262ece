import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const remotes = ['search', 'villa', 'booking', 'admin', 'content', 'office'];

/** react-router is reached through @villa/shared/router only (the one shared router module). */
const viaSharedRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @villa/shared/router (one router instance for the whole page).',
};

/** TanStack Query is reached through @villa/shared/query only (the page's one QueryClient). */
const viaSharedQuery = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*'],
  message: 'Import TanStack Query from @villa/shared/query (one QueryClient for the whole page).',
};

/** A remote never imports another remote or the host; only `shared` imports zustand. */
const boundaries = remotes.map((remote) => ({
  files: [`remote-${remote}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // The whole endpoint table brings every area's schemas and texts into the remote's pages
        // (a page of the content remote carried 33 KB of the agent office's form texts).
        paths: [
          {
            name: '@villa/shared/contract',
            importNames: ['endpoints'],
            message: 'Import your area of the table instead (contentEndpoints, bookingEndpoints…).',
          },
        ],
        patterns: [
          {
            group: [
              ...remotes
                .filter((r) => r !== remote)
                .flatMap((r) => [`@villa/remote-${r}*`, `**/remote-${r}/**`]),
              '@villa/host*',
              '**/host/src/**',
              '@villa/api*',
              '**/api/src/**',
            ],
            message: 'A remote imports only @villa/shared; anything two apps need lives there.',
          },
          { group: ['zustand', 'zustand/*'], message: 'Use the hooks from @villa/shared/store.' },
          viaSharedRouter,
          viaSharedQuery,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'api/var/**',
      '.tmp/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@villa/remote-*', '**/remote-*/**', '@villa/api*', '**/api/src/**'],
              message: 'The host loads remotes through Module Federation only.',
            },
            { group: ['zustand', 'zustand/*'], message: 'Use the hooks from @villa/shared/store.' },
            viaSharedRouter,
            viaSharedQuery,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@villa/host*',
                '@villa/remote-*',
                '@villa/api*',
                '**/host/src/**',
                '**/remote-*/**',
                '**/api/src/**',
              ],
              message: 'shared depends on no app.',
            },
            viaSharedRouter,
            viaSharedQuery,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router/index.ts', 'shared/src/query/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...boundaries,
  {
    // The server runs without React or a browser: of shared it may import only the pure parts
    // that every app compiles in (docs/adr/0002-pure-shared-parts-compiled-per-app.md).
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@villa/shared(?!/(contract|routes|texts|format)$)',
              message:
                'The API server imports only @villa/shared/contract, /routes, /texts and /format.',
            },
            {
              group: ['**/shared/src/**', '@villa/host*', '@villa/remote-*', '**/host/src/**'],
              message: 'The API server imports shared by its pure subpaths only, and no app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A migration is frozen once written: it imports kysely and the engine seam's DDL helpers,
    // and copies whatever else it needs (docs/adr/0008-migrations-are-frozen.md).
    files: ['api/src/db/migrations/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|\\.\\./engine$|\\./\\d{3}-[a-z-]+$)',
              message:
                'A migration imports only kysely and ../engine; copy any constant or data it needs into it.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere (docs/adr/0009-layer-boundaries-by-lint.md). Type-only imports
    // do not count: they leave no trace at run time.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
