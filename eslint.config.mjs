import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { browserWallPlugin } from './tools/eslint/src/browser-imports.mjs';

/** Tests, test helpers and build config run in Node only. */
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/testing.ts', '**/testing/**', '**/test-utils.tsx', '**/vite.config.ts'];

/** Stories and their fixtures run in Storybook only: they may use the test helpers and Storybook. */
const STORY_FILES = ['libs/**/*.stories.{ts,tsx}', 'libs/**/*-story.tsx', 'libs/**/*story-site.tsx', 'libs/**/*-fixtures.tsx'];

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
    // the universal libs and the apps' browser files) imports only allow-listed packages and no
    // server or test module, by import, export-from, import() or require(). Server projects,
    // `*.server.ts` modules, the apps' Express entry, tests and tooling are the server side.
    files: ['libs/**/*.{ts,tsx}', 'apps/hk/**/*.{ts,tsx}', 'apps/mainland/**/*.{ts,tsx}'],
    ignores: [...SERVER_SIDE_FILES, ...TEST_FILES],
    plugins: { 'browser-wall': browserWallPlugin },
    rules: { 'browser-wall/imports': 'error' },
  },
  {
    files: STORY_FILES,
    ignores: [...SERVER_SIDE_FILES, ...TEST_FILES],
    plugins: { 'browser-wall': browserWallPlugin },
    rules: { 'browser-wall/imports': ['error', { allowTesting: true }] },
  },
  {
    // A route module re-exports its loader and action from the app's `*.server.ts` module: Remix
    // drops those exports, and fails the build if anything else from a `.server` module is used.
    files: ['apps/*/app/root.tsx', 'apps/*/app/routes/**/*.{ts,tsx}'],
    plugins: { 'browser-wall': browserWallPlugin },
    rules: { 'browser-wall/imports': ['error', { allowServerModules: true }] },
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
