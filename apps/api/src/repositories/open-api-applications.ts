import type { Kysely, Selectable } from 'kysely';
import type { Database, OpenApiApplicationsTable } from '../db/schema';

export type OpenApiApplicationRow = Selectable<OpenApiApplicationsTable>;

export interface NewApplicationDocument {
  id: string;
  applicationUuid: string;
  /** The cleaned name the uploader gave the file. */
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
  now: number;
}

/** Open-API applications (config-manager) and the documents uploaded for them. */
export class OpenApiApplicationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async createDraft(uuid: string, userUuid: string | null, now: number): Promise<void> {
    await this.db
      .insertInto('open_api_applications')
      .values({ uuid, user_uuid: userUuid, type: null, status: 'draft', details: null, created_at: now, updated_at: now })
      .execute();
  }

  find(uuid: string): Promise<OpenApiApplicationRow | undefined> {
    return this.db.selectFrom('open_api_applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  /** The user's most recently updated application. */
  latestOf(userUuid: string): Promise<Pick<OpenApiApplicationRow, 'uuid' | 'type' | 'status' | 'updated_at'> | undefined> {
    return this.db
      .selectFrom('open_api_applications')
      .select(['uuid', 'type', 'status', 'updated_at'])
      .where('user_uuid', '=', userUuid)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
  }

  async submit(uuid: string, submission: { type: NonNullable<OpenApiApplicationRow['type']>; details: unknown; userUuid: string | null; now: number }): Promise<void> {
    await this.db
      .updateTable('open_api_applications')
      .set({ type: submission.type, status: 'submitted', details: JSON.stringify(submission.details), user_uuid: submission.userUuid, updated_at: submission.now })
      .where('uuid', '=', uuid)
      .execute();
  }

  /** Which of `ids` are documents of the application. */
  async documentIdsAmong(applicationUuid: string, ids: string[]): Promise<Set<string>> {
    const known = await this.db.selectFrom('uploaded_files').select('id').where('application_uuid', '=', applicationUuid).where('id', 'in', ids).execute();
    return new Set(known.map((file) => file.id));
  }

  /**
   * Adds the document's row only while the application has fewer than `maxDocuments`; false when it
   * is full. Count and insert run in one transaction that first writes the application's row, which
   * locks it (PostgreSQL) until commit, so concurrent uploads to one application count one after
   * another; SQLite runs one transaction at a time anyway.
   */
  async addDocumentWithin(document: NewApplicationDocument, maxDocuments: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('open_api_applications')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('uuid', '=', document.applicationUuid)
        .execute();
      const stored = await trx
        .selectFrom('uploaded_files')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_uuid', '=', document.applicationUuid)
        .executeTakeFirst();
      if (Number(stored?.count ?? 0) >= maxDocuments) return false;
      await new OpenApiApplicationsRepository(trx).addDocument(document);
      return true;
    });
  }

  async removeDocument(id: string): Promise<void> {
    await this.db.deleteFrom('uploaded_files').where('id', '=', id).execute();
  }

  async addDocument(document: NewApplicationDocument): Promise<void> {
    await this.db
      .insertInto('uploaded_files')
      .values({
        id: document.id,
        application_uuid: document.applicationUuid,
        original_name: document.originalName,
        stored_name: document.storedName,
        content_type: document.contentType,
        size: document.size,
        created_at: document.now,
      })
      .execute();
  }
}
