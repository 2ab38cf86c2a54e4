import type { BrokerApi } from '@brokerage/api-client';
import type { PanelArea, PanelConfig } from '@brokerage/auth-panel';
import { RSA_PUBLIC_KEYS_KEY, type CountryArea } from '@brokerage/contracts';
import type { Lang } from '@brokerage/domain';
import { AREAS, areaName } from '@brokerage/validation';

/** The API's area entries name each area per language under these keys (spec 3: names in cn, hk, en). */
const NAME_KEY: Record<Lang, 'cn' | 'hk' | 'en'> = { 'zh-cn': 'cn', 'zh-hk': 'hk', en: 'en' };

const apiAreas = (entries: readonly CountryArea[], lang: Lang): PanelArea[] => entries.map((entry) => ({ code: entry.area, name: entry[NAME_KEY[lang]] }));

/** The built-in calling codes (spec 8: used when the country list cannot be fetched). */
const builtInAreas = (lang: Lang): PanelArea[] => AREAS.map((entry) => ({ code: entry.area, name: areaName(entry, lang) }));

export type PanelConfigSource = 'countryAreas' | 'rsaPublicKeys';

/**
 * The area list in the page's language (the common codes first) and the RSA public keys, asked in
 * parallel. A failed or empty country list gives the built-in one, failed keys an empty list (the
 * panel then uses its built-in keys); `onFallback` hears each failure.
 */
export const loadPanelConfig = async (api: BrokerApi, lang: Lang, onFallback: (source: PanelConfigSource, reason: unknown) => void): Promise<PanelConfig> => {
  const [countries, keys] = await Promise.allSettled([api.configManager.getCountryArea({}), api.commonConfig.queryCommonConfig({ key: RSA_PUBLIC_KEYS_KEY })]);
  let areas: PanelArea[] = [];
  if (countries.status === 'fulfilled') areas = apiAreas([...(countries.value.commonCountry ?? []), ...(countries.value.othersCountry ?? [])], lang);
  else onFallback('countryAreas', countries.reason);
  if (keys.status === 'rejected') onFallback('rsaPublicKeys', keys.reason);
  return { areas: areas.length > 0 ? areas : builtInAreas(lang), rsaPublicKeys: keys.status === 'fulfilled' ? (keys.value.rsa_public_keys ?? []) : [] };
};
