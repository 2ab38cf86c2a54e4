import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog (.po) per source area, so each area's translations are reviewed (and edited) on their own.
// `lingui compile` merges them into ONE module per language, libs/i18n/src/locales/{locale}/messages.ts
// (git-ignored), which `loadCatalog` imports on its own: a page ships its language only, and a new
// catalog needs no code change. In the merge a later catalog wins over an earlier one for the same id.
const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/libs/i18n/src/locales/{locale}/${name}`,
  include,
  exclude: ['**/node_modules/**', '**/*.spec.*', '**/*.test.*', '**/*.stories.*', ...exclude],
});

/** Areas of the content pages with a catalog of their own; the rest (home, shared parts) is `content-pages`. */
const CONTENT_AREAS = ['fees', 'products', 'company', 'activities', 'news', 'blog', 'help', 'search'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-hk', 'zh-cn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    catalog('validation', ['<rootDir>/libs/validation/src']),
    catalog('ui', ['<rootDir>/libs/ui/src']),
    catalog('layout', ['<rootDir>/libs/layout/src', '<rootDir>/libs/domain/src/menu.ts']),
    catalog('auth-panel', ['<rootDir>/libs/auth-panel/src', '<rootDir>/libs/auth-panel/server/src']),
    catalog('content-pages', ['<rootDir>/libs/content-pages/src'], CONTENT_AREAS.map((area) => `**/content-pages/src/${area}/**`)),
    ...CONTENT_AREAS.map((area) => catalog(`content-${area}`, [`<rootDir>/libs/content-pages/src/${area}`])),
    catalog('site', ['<rootDir>/libs/site-core/src', '<rootDir>/libs/account-pages/src'], ['**/account-pages/src/apply-api/**']),
    catalog('account-apply', ['<rootDir>/libs/account-pages/src/apply-api']),
  ],
  catalogsMergePath: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
