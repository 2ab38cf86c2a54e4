import multipart, { type MultipartFile } from '@fastify/multipart';
import { ApiError, CODES, configManagerEndpoints, FILE_UPLOAD_PATH, UPLOAD_MAX_BYTES, uploadedFileSchema } from '@brokerage/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { envelope, InvalidInputError } from '../http/error-handler';
import { registerEndpoints } from '../http/register-endpoint';
import { initIpRegions, regionOf } from '../services/ip-region';

/** The upload permission: header `X-Upload-Credential`, else the form field sent before the file. */
const credentialOf = (request: FastifyRequest, file: MultipartFile): string => {
  const header = request.headers['x-upload-credential'];
  const field = file.fields.credential;
  return typeof header === 'string' ? header : field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
};

const contentOf = async (file: MultipartFile): Promise<Buffer> => {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(CODES.FILE_TOO_LARGE, 413);
    throw error;
  }
};

/**
 * Core config-manager calls: IP region and the open-API application flow (services/open-api-applications).
 * The content calls of config-manager (country areas, agreements, books) are served by the
 * official-content area, where their tables live.
 */
export const configManagerRoutes: FastifyPluginAsync = async (app) => {
  const { openApiApplications } = app.services;
  initIpRegions();
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });

  registerEndpoints(app, configManagerEndpoints, {
    ipInfo: async ({ request }) => ({ result: regionOf(request.ip), ip: request.ip }),
    openApiUuidGet: ({ request, user }) => openApiApplications.start(request.ip, user?.uuid ?? null),
    getFileCredApp: ({ query, user }) => openApiApplications.uploadPermission(query.uuid, user?.uuid ?? null),
    updateOpenApiInfo: ({ body, user }) => openApiApplications.submit(body, user?.uuid ?? null),
  });

  // Multipart, so not a contract endpoint: the OpenAPI document describes it by hand.
  app.post(FILE_UPLOAD_PATH, async (request, reply) => {
    const file = await request.file();
    if (!file) throw new InvalidInputError([{ field: 'file', message: 'Attach one file.' }]);
    const permission = openApiApplications.permissionOf(credentialOf(request, file));
    const stored = await openApiApplications.storeDocument(permission, { name: file.filename, content: await contentOf(file) });
    return reply.send(envelope(request, CODES.OK, uploadedFileSchema.parse(stored)));
  });
};
