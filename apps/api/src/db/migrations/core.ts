import { type Kysely, type Migration } from 'kysely';

/** Core migrations; names sort before content modules (`0100-official-*`, `0200-pages-*`). */
export const coreMigrations: Record<string, Migration> = {
  '0001-core-users-and-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('uuid', 'text', (column) => column.primaryKey())
        .addColumn('account_type', 'text', (column) => column.notNull())
        .addColumn('area_code', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('email', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('trade_password_hash', 'text')
        .addColumn('nickname', 'text', (column) => column.notNull())
        .addColumn('avatar', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('real_name', 'text')
        .addColumn('gray_status_bit', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('auth_user', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('auth_user_audit_status', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('auth_user_is_submit_record', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('guide_account_flag', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('quote_token', 'text', (column) => column.notNull())
        .addColumn('invite_code', 'text')
        .addColumn('register_attribution', 'text')
        .addColumn('register_district', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('users_phone_unique').on('users').columns(['area_code', 'phone_number']).unique().execute();
      await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_uuid', 'text', (column) => column.notNull().references('users.uuid').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  },
  '0002-core-ephemeral-and-outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ephemeral_entries')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('ephemeral_entries_expiry').on('ephemeral_entries').column('expires_at').execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').execute();
      await db.schema.dropTable('ephemeral_entries').execute();
    },
  },
  '0003-core-config-and-secrets': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('common_config')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('common_config').execute();
      await db.schema.dropTable('app_secrets').execute();
    },
  },
  '0004-core-open-api-applications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('open_api_applications')
        .addColumn('uuid', 'text', (column) => column.primaryKey())
        .addColumn('user_uuid', 'text', (column) => column.references('users.uuid').onDelete('set null'))
        .addColumn('type', 'text')
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('details', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('uploaded_files')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('application_uuid', 'text', (column) => column.notNull().references('open_api_applications.uuid').onDelete('cascade'))
        .addColumn('original_name', 'text', (column) => column.notNull())
        .addColumn('stored_name', 'text', (column) => column.notNull())
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('uploaded_files_application').on('uploaded_files').column('application_uuid').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('uploaded_files').execute();
      await db.schema.dropTable('open_api_applications').execute();
    },
  },
};
