import { builtinModules } from 'node:module';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

const BROWSER_WALL =
  'Browser code must not import server code: move it to a server project (site-server, a page lib\'s `server` entry) or a `*.server.ts` module.';

/** Packages that only run on the server (drivers, HTTP servers, Node-only Remix). */
const SERVER_ONLY_PACKAGES = [
  '@remix-run/node',
  '@remix-run/express',
  'express',
  'fastify',
  'kysely',
  'better-sqlite3',
  'pg',
  'ioredis',
  'redis',
  'nodemailer',
];

/** The import rule that keeps server code out of browser code. */
const browserWall = ({ allowServerModules }) => ({
  paths: [
    ...SERVER_ONLY_PACKAGES.map((name) => ({ name, message: BROWSER_WALL, allowTypeImports: name === '@remix-run/node' })),
    ...builtinModules.map((name) => ({ name, message: BROWSER_WALL })),
  ],
  patterns: [
    { group: ['node:*'], message: BROWSER_WALL },
    { group: ['@brokerage/*/server', '@brokerage/site-server', '@brokerage/site-server/*', '@brokerage/db'], message: BROWSER_WALL },
    { group: ['**/server', '**/server/**', '**/site-server/**', ...(allowServerModules ? [] : ['**/*.server'])], message: BROWSER_WALL },
  ],
});

/** Tests, test helpers and build config run in Node only. */
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/testing.ts', '**/testing/**', '**/test-utils.tsx', '**/vite.config.ts'];

/** Files on the server side of the wall. */
const SERVER_SIDE_FILES = [
  'libs/site-server/**',
  'libs/*/server/**',
  'libs/db/**',
  'apps/*/server/**',
  '**/*.server.{ts,tsx}',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/build', '**/node_modules', '**/.cache', '**/storybook-static', 'libs/i18n/src/locales/**/*.ts', '**/vite.config.*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Layering: app → feature → ui/data-access → util.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:config'] },
            // Feature libs reach a district's config only from their tests and stories (the real config, never a copy).
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:config'] },
            { sourceTag: 'type:config', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Code that can reach a browser never imports server-only libs.
            { sourceTag: 'platform:universal', onlyDependOnLibsWithTags: ['platform:universal'] },
          ],
        },
      ],
    },
  },
  {
    // The browser/server wall, file by file: code that can reach a browser bundle (everything in
    // the universal libs and the apps' route modules) never imports server code. Server projects,
    // `*.server.ts` modules, the apps' Express entry, tests and tooling are the server side.
    files: ['libs/**/*.{ts,tsx}', 'apps/hk/**/*.{ts,tsx}', 'apps/mainland/**/*.{ts,tsx}'],
    ignores: [...SERVER_SIDE_FILES, ...TEST_FILES],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserWall({ allowServerModules: false })] },
  },
  {
    // A route module re-exports its loader and action from the app's `*.server.ts` module: Remix
    // drops those exports, and fails the build if anything else from a `.server` module is used.
    files: ['apps/*/app/root.tsx', 'apps/*/app/routes/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserWall({ allowServerModules: true })] },
  },
  {
    // Build config, not app code: both sites' vite.config.ts use the one shared config in tools/vite
    // (Vite loads it by relative path; it belongs to no project).
    files: ['apps/*/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
