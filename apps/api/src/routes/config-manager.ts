import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import {
  ApiError,
  CODES,
  configManagerEndpoints as endpoints,
  FILE_UPLOAD_PATH,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  uploadedFileSchema,
} from '@brokerage/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { envelope, InvalidInputError } from '../http/error-handler';
import { registerEndpoint } from '../http/register-endpoint';
import { initIpRegions, regionOf } from '../services/ip-region';
import { cleanFileName, readUploadPermission, signUploadPermission, sniffContentType, UPLOAD_CREDENTIAL_TTL_MS } from '../services/uploads';

/** New open-API applications one network may start per hour. */
const APPLICATIONS_PER_IP_PER_HOUR = 20;
const MAX_FILES_PER_APPLICATION = 10;

export const configManagerRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db, clock, store, services, config } = app;
  initIpRegions();
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });

  const application = async (uuid: string, userUuid: string | undefined) => {
    const row = await db.selectFrom('open_api_applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    // Someone else's application is reported as unknown, not as forbidden.
    if (!row || (row.user_uuid !== null && row.user_uuid !== userUuid)) throw new ApiError(CODES.NOT_FOUND);
    return row;
  };

  registerEndpoint(app, endpoints.ipInfo, async ({ request }) => ({ result: regionOf(request.ip), ip: request.ip }));

  registerEndpoint(app, endpoints.openApiUuidGet, async ({ request, user }) => {
    const now = clock.now();
    const hour = Math.floor(now / 3600_000);
    const started = await store.increment(`open-api-started:${request.ip}:${hour}`, (hour + 1) * 3600_000, now);
    if (started > APPLICATIONS_PER_IP_PER_HOUR) throw new ApiError(CODES.TOO_MANY_REQUESTS);
    const uuid = randomUUID();
    await db
      .insertInto('open_api_applications')
      .values({ uuid, user_uuid: user?.uuid ?? null, type: null, status: 'draft', details: null, created_at: now, updated_at: now })
      .execute();
    return { uuid };
  });

  registerEndpoint(app, endpoints.getFileCredApp, async ({ query, user }) => {
    await application(query.uuid, user?.uuid);
    const expiresAt = clock.now() + UPLOAD_CREDENTIAL_TTL_MS;
    return {
      uploadUrl: FILE_UPLOAD_PATH,
      credential: signUploadPermission(services.appSecret, query.uuid, expiresAt),
      expiresAt,
      maxBytes: UPLOAD_MAX_BYTES,
      contentTypes: [...UPLOAD_CONTENT_TYPES],
    };
  });

  app.post(FILE_UPLOAD_PATH, async (request, reply) => {
    const file = await request.file();
    if (!file) throw new InvalidInputError([{ field: 'file', message: 'Attach one file.' }]);
    const header = request.headers['x-upload-credential'];
    const field = file.fields.credential;
    const credential = typeof header === 'string' ? header : field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    const now = clock.now();
    const permission = readUploadPermission(services.appSecret, credential, now);
    if (!permission) throw new ApiError(CODES.UPLOAD_CREDENTIAL_INVALID);

    let content: Buffer;
    try {
      content = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(CODES.FILE_TOO_LARGE, 413);
      throw error;
    }
    const contentType = sniffContentType(content.subarray(0, 16));
    if (!contentType) throw new ApiError(CODES.UNSUPPORTED_FILE_TYPE, 415);
    if (!(await store.putIfAbsent(`upload-used:${permission.nonce}`, '1', permission.expiresAt, now))) throw new ApiError(CODES.UPLOAD_CREDENTIAL_INVALID);
    const stored = await db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll<number>().as('count')).where('application_uuid', '=', permission.applicationUuid).executeTakeFirst();
    if (Number(stored?.count ?? 0) >= MAX_FILES_PER_APPLICATION) throw new InvalidInputError([{ field: 'file', message: `At most ${MAX_FILES_PER_APPLICATION} documents per application.` }]);

    const fileId = randomUUID();
    const directory = resolve(config.uploadDir, permission.applicationUuid);
    await mkdir(directory, { recursive: true });
    const path = join(directory, fileId);
    await writeFile(path, content, { flag: 'wx', mode: 0o600 });
    const fileName = cleanFileName(file.filename);
    try {
      await db
        .insertInto('uploaded_files')
        .values({ id: fileId, application_uuid: permission.applicationUuid, original_name: fileName, stored_name: fileId, content_type: contentType, size: content.length, created_at: now })
        .execute();
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return reply.send(envelope(request, CODES.OK, uploadedFileSchema.parse({ fileId, fileName, size: content.length, contentType })));
  });

  registerEndpoint(app, endpoints.updateOpenApiInfo, async ({ body, user }) => {
    if (body.type !== 'visitor' && !user) throw new ApiError(CODES.TOKEN_INVALID);
    const row = await application(body.uuid, user?.uuid);
    const fileIds = 'fileIds' in body ? body.fileIds : [];
    if (fileIds.length > 0) {
      const known = await db.selectFrom('uploaded_files').select('id').where('application_uuid', '=', row.uuid).where('id', 'in', fileIds).execute();
      const knownIds = new Set(known.map((file) => file.id));
      const unknown = fileIds.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) throw new InvalidInputError([{ field: 'fileIds', message: `Unknown document(s): ${unknown.join(', ')}.` }]);
    }
    await db
      .updateTable('open_api_applications')
      .set({ type: body.type, status: 'submitted', details: JSON.stringify(body), user_uuid: row.user_uuid ?? user?.uuid ?? null, updated_at: clock.now() })
      .where('uuid', '=', row.uuid)
      .execute();
    return { uuid: row.uuid, status: 'submitted' as const };
  });
};
