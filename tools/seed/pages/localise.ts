/**
 * Authoring helpers for the page-content seed: every visible text is written once in each
 * language with `t(en, zhHk, zhCn)`, and anything that differs between the Hong Kong and the
 * mainland site with `byDistrict({ hk, mainland })`. `resolve` turns an item into what one
 * district sees in one language.
 */

export const SEED_LANGS = ['zh-hk', 'zh-cn', 'en'] as const;
export const SEED_DISTRICTS = ['hk', 'mainland'] as const;
export type SeedLang = (typeof SEED_LANGS)[number];
export type SeedDistrict = (typeof SEED_DISTRICTS)[number];

const LOCALISED = Symbol('localised');
const DISTRICT_VARIANT = Symbol('district-variant');

/** One text in the three languages. */
export interface L {
  readonly [LOCALISED]: true;
  readonly en: string;
  readonly 'zh-hk': string;
  readonly 'zh-cn': string;
}

export interface ByDistrict<T> {
  readonly [DISTRICT_VARIANT]: true;
  readonly hk: T;
  readonly mainland: T;
}

/** English, traditional Chinese (Hong Kong usage), simplified Chinese. */
export const t = (en: string, zhHk: string, zhCn: string): L => ({ [LOCALISED]: true, en, 'zh-hk': zhHk, 'zh-cn': zhCn });

export const byDistrict = <T>(variants: { hk: T; mainland: T }): ByDistrict<T> => ({ [DISTRICT_VARIANT]: true, ...variants });

export const isLocalised = (value: unknown): value is L => typeof value === 'object' && value !== null && LOCALISED in value;
const isByDistrict = (value: unknown): value is ByDistrict<unknown> => typeof value === 'object' && value !== null && DISTRICT_VARIANT in value;

/** The type of an authored value once resolved for one district and language. */
export type Resolved<T> =
  T extends L
    ? string
    : T extends ByDistrict<infer V>
      ? Resolved<V>
      : T extends readonly (infer E)[]
        ? Resolved<E>[]
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T;

export function resolve<T>(value: T, district: SeedDistrict, lang: SeedLang): Resolved<T> {
  if (isLocalised(value)) return value[lang] as Resolved<T>;
  if (isByDistrict(value)) return resolve(value[district], district, lang) as Resolved<T>;
  if (Array.isArray(value)) return value.map((entry) => resolve(entry, district, lang)) as Resolved<T>;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolve(entry, district, lang)])) as Resolved<T>;
  }
  return value as Resolved<T>;
}

/** Every localised text inside a value, with a path for error messages (used by the seed data test). */
export function collectTexts(value: unknown, path = '$'): { path: string; text: L }[] {
  if (isLocalised(value)) return [{ path, text: value }];
  if (isByDistrict(value)) return [...collectTexts(value.hk, `${path}.hk`), ...collectTexts(value.mainland, `${path}.mainland`)];
  if (Array.isArray(value)) return value.flatMap((entry, index) => collectTexts(entry, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, entry]) => collectTexts(entry, `${path}.${key}`));
  return [];
}

/**
 * The authoring shape of a contract type: any value may differ by district, every free text may be
 * localised, literal strings (enums) stay as they are. `resolve` turns it back into the contract type.
 */
export type Authored<T> = AuthoredValue<T> | ByDistrict<AuthoredValue<T>>;

type AuthoredValue<T> = T extends string
  ? string extends T
    ? string | L
    : T
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer E)[]
      ? Authored<E>[]
      : T extends object
        ? { [K in keyof T]: Authored<T[K]> }
        : T;

/** An item whose fields are authored (the item itself is the same on both sites). */
export type AuthoredFields<T> = { [K in keyof T]: Authored<T[K]> };
