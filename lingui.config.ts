import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per source area, so each area's translations are reviewed (and edited) on their own.
// All of them are compiled into libs/i18n and merged per locale in `catalogs` (libs/i18n/src/locales.ts).
const catalog = (name: string, include: string[]) => ({
  path: `<rootDir>/libs/i18n/src/locales/{locale}/${name}`,
  include,
  exclude: ['**/node_modules/**', '**/*.spec.*', '**/*.test.*', '**/*.stories.*'],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-hk', 'zh-cn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    catalog('validation', ['<rootDir>/libs/validation/src']),
    catalog('ui', ['<rootDir>/libs/ui/src']),
    catalog('layout', ['<rootDir>/libs/layout/src']),
    catalog('auth-panel', ['<rootDir>/libs/auth-panel/src']),
    catalog('content-pages', ['<rootDir>/libs/content-pages/src']),
    catalog('site', ['<rootDir>/libs/site-core/src', '<rootDir>/apps/hk/app', '<rootDir>/apps/mainland/app']),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
