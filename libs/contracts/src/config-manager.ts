import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { areaCodeField, emailAddressField, phoneNumberField, refinePhoneForArea } from './user-server';

/*
 * Config-manager calls served by the core API (spec 7): IP region, the open-API application flow
 * (uuid, upload permission, submission). The content calls of config-manager live in
 * config-manager-content.ts.
 */

/** `data.result` of ip-info for a mainland-China address. */
export const MAINLAND_REGION = 'MAINLAND';

export const ipInfo = defineEndpoint({
  name: 'ipInfo',
  method: 'GET',
  path: '/config-manager/api/ip-info/v1',
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
  path: '/config-manager/api/open-api-uuid-get/v1',
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
  path: '/config-manager/api/get-file-cred-app/v1',
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
export const FILE_UPLOAD_PATH = '/config-manager/api/upload-file/v1';

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
  path: '/config-manager/api/update-open-api-info/v1',
  body: openApiApplicationSchema,
  data: z.object({ uuid: z.string(), status: z.literal('submitted') }),
  auth: 'optional',
  summary: 'Submits (or updates) an open-API application: personal and company need a login, visitor does not.',
});

/** Core config-manager calls, by client function name. */
export const configManagerEndpoints = {
  ipInfo,
  openApiUuidGet,
  getFileCredApp,
  updateOpenApiInfo,
} as const;
