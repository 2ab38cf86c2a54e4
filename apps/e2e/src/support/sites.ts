import type { District, Lang } from '@brokerage/contracts';
import { HTML_LANG } from '@brokerage/i18n';

/** Default language and URL prefix of each site (decisions.md "URLs"). */
export const SITES = {
  hk: { defaultLang: 'zh-hk', prefix: '' },
  mainland: { defaultLang: 'zh-cn', prefix: '/mainland' },
} as const satisfies Record<District, { defaultLang: Lang; prefix: string }>;

/** Origin of a running site (or the API), from the global setup. Read inside tests, never while collecting them. */
export function originOf(server: District | 'api'): string {
  const name = { hk: 'E2E_HK_URL', mainland: 'E2E_MAINLAND_URL', api: 'E2E_API_URL' }[server];
  const origin = process.env[name];
  if (!origin) throw new Error(`${name} is not set: run the browser tests through \`npx nx e2e e2e\` (its global setup starts the servers)`);
  return origin.replace(/\/$/, '');
}

/** Path of a page of a site in a language: `pagePath('mainland', 'en', '/charges')` → `/mainland/en/charges`. */
export const pagePath = (district: District, lang: Lang, path = ''): string => `${SITES[district].prefix}/${lang}${path}`;

/** Absolute URL of a page of a running site. */
export const pageUrl = (district: District, lang: Lang, path = ''): string => `${originOf(district)}${pagePath(district, lang, path)}`;

/** The `<html lang>` a page in this language must carry. */
export const htmlLangOf = (lang: Lang): string => HTML_LANG[lang];
