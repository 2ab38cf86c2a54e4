import type { District, Lang } from '@brokerage/contracts';
import { normalizeAreaCode } from './normalize';

/** One calling code of the area picker (spec 3: area, text, value, names in cn, hk, en). */
export interface AreaEntry {
  /** Calling code without '+', as the API expects it in `areaCode`. */
  readonly area: string;
  /** Calling code as shown and stored in the form, e.g. '+86'. */
  readonly value: string;
  /** Short text shown in the closed picker. */
  readonly text: string;
  /** Name in simplified Chinese. */
  readonly cn: string;
  /** Name in traditional Chinese (Hong Kong usage). */
  readonly hk: string;
  /** Name in English. */
  readonly en: string;
}

const entry = (area: string, names: Pick<AreaEntry, 'cn' | 'hk' | 'en'>): AreaEntry =>
  Object.freeze({ area, value: `+${area}`, text: `+${area}`, ...names });

/**
 * Built-in calling codes, in picker order. It is also the fallback when the country list
 * cannot be fetched (spec 8), so the order matters: +852 sits at index 1 (the hk default).
 */
export const AREAS: readonly AreaEntry[] = Object.freeze([
  entry('86', { cn: '中国大陆', hk: '中國內地', en: 'Chinese Mainland' }),
  entry('852', { cn: '中国香港', hk: '中國香港', en: 'Hong Kong, China' }),
  entry('853', { cn: '中国澳门', hk: '中國澳門', en: 'Macao, China' }),
  entry('886', { cn: '中国台湾', hk: '中國台灣', en: 'Taiwan, China' }),
  entry('65', { cn: '新加坡', hk: '新加坡', en: 'Singapore' }),
]);

/** Index into AREAS of the default calling code: 1 (+852) for hk, 0 (+86) otherwise. */
export const defaultAreaIndex = (district: District): number => (district === 'hk' ? 1 : 0);

/** Default calling code: +86 for mainland, +852 otherwise. */
export const defaultArea = (district: District): AreaEntry => AREAS[defaultAreaIndex(district)];

/** The built-in entry for '86', '+86' or '＋８６'; undefined for codes outside the built-in list. */
export const findArea = (code: string): AreaEntry | undefined => {
  const area = normalizeAreaCode(code);
  return AREAS.find((candidate) => candidate.area === area);
};

const NAME_KEY: Record<Lang, 'cn' | 'hk' | 'en'> = { 'zh-cn': 'cn', 'zh-hk': 'hk', en: 'en' };

/** The area's name in a site language. */
export const areaName = (entry: AreaEntry, lang: Lang): string => entry[NAME_KEY[lang]];

/** Label of a picker option, e.g. 'Hong Kong, China +852'. */
export const areaLabel = (entry: AreaEntry, lang: Lang): string => `${areaName(entry, lang)} ${entry.value}`;
