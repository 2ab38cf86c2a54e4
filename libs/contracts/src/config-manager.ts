import { z } from 'zod';
import { defineEndpoint, listOf } from './endpoint';
import { LANGS } from './envelope';
import { areaCodeField, emailAddressField, phoneNumberField, refinePhoneForArea } from './user-server';

/**
 * config-manager calls (spec 7): country areas for the phone field, agreement texts, the valuable
 * books (investor guides shown at `book` and `book/detail/{name}`), the region of the client IP and
 * the open-API application flow (uuid, upload permission, submission). District (X-Type) and
 * language (X-Lang) aware like every call.
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

export const getCountryArea = defineEndpoint({
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

export const selectProtocolInfo = defineEndpoint({
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
  data: listOf(protocolSchema),
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
  /** The book as a PDF in the request language, when there is one (a path on the site or an https URL). */
  pdfUrl: z.string().optional(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

const bookSlug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'lower-case letters, digits and dashes');

export const cfgValuableBookByName = defineEndpoint({
  name: 'cfgValuableBookByName',
  method: 'POST',
  path: `${BASE}/cfg-valuable-book-by-name/v1`,
  body: z.strictObject({ name: bookSlug }),
  data: bookDetailSchema,
  auth: 'none',
  summary: 'One valuable book by its name (slug), with chapters and text.',
});

export const cfgValuableBookByType = defineEndpoint({
  name: 'cfgValuableBookByType',
  method: 'POST',
  path: `${BASE}/cfg-valuable-book-by-type/v1`,
  body: z.strictObject({
    /** Book type code from cfg-valuable-manager; every type when absent. */
    type: bookSlug.optional(),
    offset: z.number().int().nonnegative().default(0),
    limit: z.number().int().min(1).max(100).default(10),
  }),
  data: listOf(bookSummarySchema),
  auth: 'none',
  summary: 'Valuable books of one type (or all), in editorial order.',
});

export const cfgValuableManager = defineEndpoint({
  name: 'cfgValuableManager',
  method: 'POST',
  path: `${BASE}/cfg-valuable-manager/v1`,
  body: z.strictObject({}),
  data: listOf(bookTypeSchema),
  auth: 'none',
  summary: 'The book section set-up: the book types (tabs of the book page) with names, descriptions and counts.',
});

/** `data.result` of ip-info for a mainland-China address. */
export { MAINLAND_REGION } from '@brokerage/domain';

export const ipInfo = defineEndpoint({
  name: 'ipInfo',
  method: 'GET',
  path: `${BASE}/ip-info/v1`,
  data: z.object({
    /** 'MAINLAND' for mainland China, else the ISO 3166 country code (e.g. 'HK', 'MO', 'TW', 'US'); 'UNKNOWN' for private or unlisted addresses. */
    result: z.string(),
    /** The client address the answer is for. */
    ip: z.string(),
  }),
  auth: 'none',
  summary: 'Region of the client IP (X-Forwarded-For is trusted only from configured proxies).',
});

export const openApiUuidGet = defineEndpoint({
  name: 'openApiUuidGet',
  method: 'GET',
  path: `${BASE}/open-api-uuid-get/v1`,
  data: z.object({ uuid: z.string() }),
  auth: 'optional',
  summary: 'Starts an open-API application: a new application uuid that uploads and the submission refer to.',
});

/** Document types accepted for open-API applications. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const getFileCredApp = defineEndpoint({
  name: 'getFileCredApp',
  method: 'GET',
  path: `${BASE}/get-file-cred-app/v1`,
  query: z.object({ uuid: z.uuid('Unknown application.') }),
  data: z.object({
    /** POST target for one file (multipart: field `credential`, then field `file`). */
    uploadUrl: z.string(),
    /** Signed, single-use permission for one upload to this application. */
    credential: z.string(),
    /** Epoch milliseconds after which the permission is void. */
    expiresAt: z.number().int(),
    maxBytes: z.number().int(),
    contentTypes: z.array(z.string()),
  }),
  auth: 'optional',
  summary: 'Short-lived, signed permission to upload one application document.',
});

/** Answer of the upload call (multipart; not a JSON endpoint, so not in configManagerEndpoints). */
export const uploadedFileSchema = z.object({ fileId: z.string(), fileName: z.string(), size: z.number().int(), contentType: z.string() });
export const FILE_UPLOAD_PATH = `${BASE}/upload-file/v1`;

const purposeField = z.string().trim().min(10, 'Describe in a sentence or two how you will use the API.').max(2000);
const nameField = z.string().trim().min(1).max(100);
const fileIdsField = z.array(z.uuid()).max(10).default([]);

const contactPhone = {
  areaCode: areaCodeField,
  phoneNumber: phoneNumberField,
};

export const openApiApplicationSchema = z.discriminatedUnion('type', [
  z
    .strictObject({
      uuid: z.uuid(),
      type: z.literal('personal'),
      name: nameField,
      ...contactPhone,
      email: emailAddressField,
      purpose: purposeField,
      fileIds: fileIdsField,
    })
    .superRefine(refinePhoneForArea),
  z
    .strictObject({
      uuid: z.uuid(),
      type: z.literal('company'),
      companyName: z.string().trim().min(2).max(200),
      registrationNumber: z.string().trim().min(4).max(50),
      contactName: nameField,
      contactTitle: z.string().trim().max(100).optional(),
      ...contactPhone,
      email: emailAddressField,
      website: z.url().max(300).optional(),
      purpose: purposeField,
      fileIds: fileIdsField,
    })
    .superRefine(refinePhoneForArea),
  z.strictObject({
    uuid: z.uuid(),
    type: z.literal('visitor'),
    name: nameField,
    email: emailAddressField,
    areaCode: areaCodeField.optional(),
    phoneNumber: phoneNumberField.optional(),
    purpose: purposeField,
  }).superRefine(refinePhoneForArea),
]);
export type OpenApiApplication = z.input<typeof openApiApplicationSchema>;

export const updateOpenApiInfo = defineEndpoint({
  name: 'updateOpenApiInfo',
  method: 'POST',
  path: `${BASE}/update-open-api-info/v1`,
  body: openApiApplicationSchema,
  data: z.object({ uuid: z.string(), status: z.literal('submitted') }),
  auth: 'optional',
  summary: 'Submits (or updates) an open-API application: personal and company need a login, visitor does not.',
});

/** All nine config-manager calls of spec 7, by client function name. */
export const configManagerEndpoints = {
  getCountryArea,
  openApiUuidGet,
  getFileCredApp,
  selectProtocolInfo,
  cfgValuableBookByName,
  cfgValuableBookByType,
  cfgValuableManager,
  updateOpenApiInfo,
  ipInfo,
} as const;
