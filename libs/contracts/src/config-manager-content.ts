import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { LANGS } from './envelope';

/**
 * config-manager content calls (spec 7): country areas for the phone field, agreement texts, and
 * the valuable books (investor guides shown at `book` and `book/detail/{name}`). District (X-Type)
 * and language (X-Lang) aware like every content call.
 */
const BASE = '/config-manager/api';

/**
 * One calling-code entry of the phone field's area select (spec 3: area, text, value, names in
 * cn, hk, en), shaped like the built-in list of @brokerage/validation (AREAS) that replaces it
 * when this call fails: `area` is the calling code the API expects ("852"), `value` and `text`
 * the code as shown ("+852").
 */
export const countryAreaSchema = z.object({
  area: z.string(),
  value: z.string(),
  text: z.string(),
  cn: z.string(),
  hk: z.string(),
  en: z.string(),
  /** ISO 3166-1 alpha-2 code of the country or region. */
  iso: z.string(),
});
export type CountryArea = z.infer<typeof countryAreaSchema>;

export const getCountryAreaEndpoint = defineEndpoint({
  name: 'getCountryArea',
  method: 'POST',
  path: `${BASE}/get-country-area/v1`,
  body: z.strictObject({
    /** The version the caller already holds; omit to always get the lists. */
    version: z.string().trim().max(64).optional(),
  }),
  data: z.object({
    /** Changes whenever any entry changes. */
    version: z.string(),
    /** Absent when the caller's version is current. */
    commonCountry: z.array(countryAreaSchema).optional(),
    othersCountry: z.array(countryAreaSchema).optional(),
  }),
  auth: 'none',
  summary:
    'Calling codes: commonCountry (+86, +852, +853, +886, +65, in that order) and othersCountry (alphabetical). When `version` equals the current version, only the version comes back.',
});

/**
 * Agreement types of select-protocol-info:
 * - user-agreement: website and app terms of use
 * - privacy-policy: privacy policy
 * - personal-data-statement: personal information collection statement (PDPO)
 * - risk-disclosure: risk disclosure statement shown when opening an account
 * - open-api-agreement: terms of the open-API service (apply-api flow)
 */
export const PROTOCOL_TYPES = ['user-agreement', 'privacy-policy', 'personal-data-statement', 'risk-disclosure', 'open-api-agreement'] as const;
export type ProtocolType = (typeof PROTOCOL_TYPES)[number];

export const protocolSchema = z.object({
  type: z.enum(PROTOCOL_TYPES),
  lang: z.enum(LANGS),
  title: z.string(),
  version: z.string(),
  /** YYYY-MM-DD. */
  effectiveDate: z.string(),
  contentHtml: z.string(),
});
export type Protocol = z.infer<typeof protocolSchema>;

export const selectProtocolInfoEndpoint = defineEndpoint({
  name: 'selectProtocolInfo',
  method: 'POST',
  path: `${BASE}/select-protocol-info/v1`,
  bodyEncoding: 'form',
  body: z.strictObject({
    /** One agreement type or a comma list, e.g. `user-agreement,privacy-policy`. */
    types: z
      .string()
      .trim()
      .min(1)
      .transform((value) => [...new Set(value.split(',').map((type) => type.trim()))])
      .pipe(z.array(z.enum(PROTOCOL_TYPES))),
    /** Language of the texts; the X-Lang language when absent. */
    lang: z.enum(LANGS).optional(),
  }),
  data: z.object({ list: z.array(protocolSchema), total: z.number().int() }),
  auth: 'none',
  summary: 'Agreement texts by type and language, in the order asked (form-encoded body: types, lang).',
});

export const bookTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Published books of this type in the district. */
  total: z.number().int(),
});

export const bookSummarySchema = z.object({
  /** Unique slug; the book/detail route and cfg-valuable-book-by-name use it. */
  name: z.string(),
  type: z.string(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  pageCount: z.number().int(),
  publishedAt: z.string(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookDetailSchema = bookSummarySchema.extend({
  typeName: z.string(),
  chapters: z.array(z.object({ title: z.string(), summary: z.string() })),
  contentHtml: z.string(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

const bookSlug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'lower-case letters, digits and dashes');

export const cfgValuableBookByNameEndpoint = defineEndpoint({
  name: 'cfgValuableBookByName',
  method: 'POST',
  path: `${BASE}/cfg-valuable-book-by-name/v1`,
  body: z.strictObject({ name: bookSlug }),
  data: bookDetailSchema,
  auth: 'none',
  summary: 'One valuable book by its name (slug), with chapters and text.',
});

export const cfgValuableBookByTypeEndpoint = defineEndpoint({
  name: 'cfgValuableBookByType',
  method: 'POST',
  path: `${BASE}/cfg-valuable-book-by-type/v1`,
  body: z.strictObject({
    /** Book type code from cfg-valuable-manager; every type when absent. */
    type: bookSlug.optional(),
    offset: z.number().int().nonnegative().default(0),
    limit: z.number().int().min(1).max(100).default(10),
  }),
  data: z.object({ list: z.array(bookSummarySchema), total: z.number().int() }),
  auth: 'none',
  summary: 'Valuable books of one type (or all), in editorial order.',
});

export const cfgValuableManagerEndpoint = defineEndpoint({
  name: 'cfgValuableManager',
  method: 'POST',
  path: `${BASE}/cfg-valuable-manager/v1`,
  body: z.strictObject({}),
  data: z.object({ list: z.array(bookTypeSchema), total: z.number().int() }),
  auth: 'none',
  summary: 'The book section set-up: the book types (tabs of the book page) with names, descriptions and counts.',
});

export const configManagerContentEndpoints = {
  getCountryArea: getCountryAreaEndpoint,
  selectProtocolInfo: selectProtocolInfoEndpoint,
  cfgValuableBookByName: cfgValuableBookByNameEndpoint,
  cfgValuableBookByType: cfgValuableBookByTypeEndpoint,
  cfgValuableManager: cfgValuableManagerEndpoint,
} as const;
