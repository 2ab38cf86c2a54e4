import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ApiError, CODES, FILE_UPLOAD_PATH, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type openApiApplicationSchema } from '@brokerage/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { InvalidInputError } from '../http/error-handler';
import type { OpenApiApplicationRow, OpenApiApplicationsRepository } from '../repositories/open-api-applications';
import { clientNetworkKey } from '../security/client-network';
import type { EphemeralStore } from '../store/ephemeral-store';
import { cleanFileName, readUploadPermission, signUploadPermission, sniffContentType, UPLOAD_CREDENTIAL_TTL_MS, type UploadPermission } from './uploads';

const APPLICATION_RULES = {
  /** New open-API applications one network may start per hour. */
  startsPerIpPerHour: 20,
  maxDocuments: 10,
} as const;

const HOUR_MS = 3600_000;

/** A parsed update-open-api-info body. */
type Submission = z.output<typeof openApiApplicationSchema>;

/**
 * The open-API application flow of config-manager: start (rate-limited per network), signed
 * single-use upload permissions, documents stored under UPLOAD_DIR, and the submission. An
 * application belongs to whoever started it; anyone else is told it does not exist.
 */
export class OpenApiApplications {
  constructor(
    private readonly applications: OpenApiApplicationsRepository,
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly uploadDir: string,
  ) {}

  async start(clientIp: string, userUuid: string | null): Promise<{ uuid: string }> {
    const now = this.clock.now();
    const hour = Math.floor(now / HOUR_MS);
    const started = await this.store.increment(`open-api-started:${clientNetworkKey(clientIp)}:${hour}`, (hour + 1) * HOUR_MS, now);
    if (started > APPLICATION_RULES.startsPerIpPerHour) throw new ApiError(CODES.TOO_MANY_REQUESTS);
    const uuid = randomUUID();
    await this.applications.createDraft(uuid, userUuid, now);
    return { uuid };
  }

  /** Permission to upload one document to the caller's application. */
  async uploadPermission(uuid: string, userUuid: string | null) {
    await this.ownApplication(uuid, userUuid);
    const expiresAt = this.clock.now() + UPLOAD_CREDENTIAL_TTL_MS;
    return {
      uploadUrl: FILE_UPLOAD_PATH,
      credential: signUploadPermission(this.secret, uuid, expiresAt),
      expiresAt,
      maxBytes: UPLOAD_MAX_BYTES,
      contentTypes: [...UPLOAD_CONTENT_TYPES],
    };
  }

  /** The permission a credential carries; checked before the file is read. */
  permissionOf(credential: string): UploadPermission {
    const permission = readUploadPermission(this.secret, credential, this.clock.now());
    if (!permission) throw new ApiError(CODES.UPLOAD_CREDENTIAL_INVALID);
    return permission;
  }

  /** Stores one document under a permission, which it uses up. */
  async storeDocument(permission: UploadPermission, file: { name: string; content: Buffer }) {
    const { content } = file;
    const contentType = sniffContentType(content.subarray(0, 16));
    if (!contentType) throw new ApiError(CODES.UNSUPPORTED_FILE_TYPE, 415);
    const now = this.clock.now();
    if (!(await this.store.putIfAbsent(`upload-used:${permission.nonce}`, '1', permission.expiresAt, now))) throw new ApiError(CODES.UPLOAD_CREDENTIAL_INVALID);

    // The row reserves the document's place, atomically with the count, before the file is written,
    // so simultaneous uploads cannot pass the cap and a refused one leaves no file behind.
    const fileId = randomUUID();
    const fileName = cleanFileName(file.name);
    const document = { id: fileId, applicationUuid: permission.applicationUuid, originalName: fileName, storedName: fileId, contentType, size: content.length, now };
    if (!(await this.applications.addDocumentWithin(document, APPLICATION_RULES.maxDocuments))) {
      throw new InvalidInputError([{ field: 'file', message: `At most ${APPLICATION_RULES.maxDocuments} documents per application.` }]);
    }
    const directory = resolve(this.uploadDir, permission.applicationUuid);
    const path = join(directory, fileId);
    try {
      await mkdir(directory, { recursive: true });
      await writeFile(path, content, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // A row without its file would be a document nobody can read; give its place back.
      await rm(path, { force: true });
      await this.applications.removeDocument(fileId);
      throw error;
    }
    return { fileId, fileName, size: content.length, contentType };
  }

  /** Submits (or resubmits) an application: personal and company need a login, visitor does not. */
  async submit(submission: Submission, userUuid: string | null): Promise<{ uuid: string; status: 'submitted' }> {
    if (submission.type !== 'visitor' && !userUuid) throw new ApiError(CODES.TOKEN_INVALID);
    const row = await this.ownApplication(submission.uuid, userUuid);
    const fileIds = 'fileIds' in submission ? submission.fileIds : [];
    if (fileIds.length > 0) {
      const known = await this.applications.documentIdsAmong(row.uuid, fileIds);
      const unknown = fileIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw new InvalidInputError([{ field: 'fileIds', message: `Unknown document(s): ${unknown.join(', ')}.` }]);
    }
    await this.applications.submit(row.uuid, { type: submission.type, details: submission, userUuid: row.user_uuid ?? userUuid, now: this.clock.now() });
    return { uuid: row.uuid, status: 'submitted' };
  }

  /** The user's latest application, as user-info-for-open-api-apply shows it. */
  async latestOf(userUuid: string) {
    const row = await this.applications.latestOf(userUuid);
    return row ? { uuid: row.uuid, type: row.type, status: row.status, updatedAt: new Date(row.updated_at).toISOString() } : null;
  }

  private async ownApplication(uuid: string, userUuid: string | null): Promise<OpenApiApplicationRow> {
    const row = await this.applications.find(uuid);
    // Someone else's application is reported as unknown, not as forbidden.
    if (!row || (row.user_uuid !== null && row.user_uuid !== userUuid)) throw new ApiError(CODES.NOT_FOUND);
    return row;
  }
}
