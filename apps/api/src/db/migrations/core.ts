import { PostgresAdapter, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

/** An integer id the database assigns: `serial` on PostgreSQL, a rowid alias on SQLite. */
const withGeneratedId = <T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T>) =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());


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
  // A package refers to a quote service of the page content (`page_quote_service`, keyed per district
  // and language), so service_id has no foreign key; names and markets are read from there.
  '0005-core-quote-subscriptions': {
    async up(db: Kysely<unknown>) {
      await withGeneratedId(db, db.schema.createTable('quote_packages'))
        .addColumn('user_uuid', 'text', (column) => column.notNull().references('users.uuid').onDelete('cascade'))
        .addColumn('service_id', 'integer', (column) => column.notNull())
        .addColumn('starts_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('auto_renew', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('quote_packages_user').on('quote_packages').columns(['user_uuid', 'expires_at']).execute();

      await withGeneratedId(db, db.schema.createTable('quote_renew_records'))
        .addColumn('user_uuid', 'text', (column) => column.notNull().references('users.uuid').onDelete('cascade'))
        .addColumn('service_id', 'integer', (column) => column.notNull())
        .addColumn('months', 'integer', (column) => column.notNull())
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('currency', 'text', (column) => column.notNull())
        .addColumn('paid_at', 'bigint', (column) => column.notNull())
        .addColumn('valid_from', 'bigint', (column) => column.notNull())
        .addColumn('valid_to', 'bigint', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('quote_renew_records_user_paid').on('quote_renew_records').columns(['user_uuid', 'paid_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('quote_renew_records').execute();
      await db.schema.dropTable('quote_packages').execute();
    },
  },
  '0006-core-analytics-events': {
    async up(db: Kysely<unknown>) {
      await withGeneratedId(db, db.schema.createTable('analytics_events'))
        .addColumn('district', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('lang', 'text', (column) => column.notNull())
        .addColumn('terminal', 'text', (column) => column.notNull())
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('received_at', 'bigint', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('analytics_events').execute();
    },
  },
};
