/** The site's languages (spec 1), in the order menus list them; the one name for the language union. */
export const LANGS = ['zh-hk', 'zh-cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** The two districts (spec 1): each has its own site. */
export const DISTRICTS = ['hk', 'mainland'] as const;
export type District = (typeof DISTRICTS)[number];

/** What the IP lookup (config-manager ip-info) answers for a visitor in mainland China (spec 7). */
export const MAINLAND_REGION = 'MAINLAND';
