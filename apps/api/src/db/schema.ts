import type { RenewRecord } from '@brokerage/contracts';
import type { Generated } from 'kysely';
import type { OfficialTables } from '../content/official/tables';
import type { PageTables } from '../content/pages/tables';

/**
 * Core tables (users, sessions, short-lived entries, outbox, config). Portable across SQLite and
 * PostgreSQL: text/integer columns, JSON as text, booleans as 0/1, timestamps as epoch-ms integers.
 */
export interface UsersTable {
  uuid: string;
  /** 'personal' (phone login) or 'org' (organisation e-mail login). */
  account_type: 'personal' | 'org';
  /** Calling code without '+', e.g. '852'. */
  area_code: string | null;
  phone_number: string | null;
  /** Lower-cased. */
  email: string | null;
  password_hash: string | null;
  trade_password_hash: string | null;
  nickname: string;
  avatar: string;
  /** Real name or organisation name; null until known. */
  real_name: string | null;
  gray_status_bit: string;
  auth_user: number;
  auth_user_audit_status: number;
  auth_user_is_submit_record: number;
  guide_account_flag: number;
  /** Token for the quotes service (X-QuotesToken), shown as userQuotaInfo.token. */
  quote_token: string;
  invite_code: string | null;
  /** JSON of the registration attribution header at first login. */
  register_attribution: string | null;
  register_district: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_uuid: string;
  created_at: number;
  expires_at: number;
}

/** Short-lived shared state (codes, counters, captcha answers) when no Redis is configured. */
export interface EphemeralEntriesTable {
  key: string;
  value: string;
  expires_at: number;
}

export interface OutboxTable {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface CommonConfigTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: number;
}

export interface OpenApiApplicationsTable {
  uuid: string;
  user_uuid: string | null;
  type: 'personal' | 'company' | 'visitor' | null;
  status: 'draft' | 'submitted';
  /** JSON of the submitted form. */
  details: string | null;
  created_at: number;
  updated_at: number;
}

export interface UploadedFilesTable {
  id: string;
  application_uuid: string;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  created_at: number;
}

/** A user's real-time quote package of one quote service (page content `page_quote_service`). */
export interface QuotePackagesTable {
  id: Generated<number>;
  user_uuid: string;
  service_id: number;
  starts_at: number;
  /** End of the paid period; whether the package is active is decided at read time. */
  expires_at: number;
  /** 1 when the package renews itself at expiry. */
  auto_renew: number;
  created_at: number;
}

/** One payment (or failed/refunded attempt) for a quote package period. */
export interface QuoteRenewRecordsTable {
  id: Generated<number>;
  user_uuid: string;
  service_id: number;
  months: number;
  /** Minor units of `currency`. */
  amount_cents: number;
  currency: string;
  paid_at: number;
  valid_from: number;
  valid_to: number;
  status: RenewRecord['status'];
  channel: RenewRecord['channel'];
}

/** A funnel event the local collector received from a site (sit and uat); nothing personal. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  district: string;
  name: string;
  path: string;
  lang: string;
  terminal: string;
  /** Epoch ms in the visitor's browser, and the event's order within that browser tab. */
  at: number;
  seq: number;
  received_at: number;
}

export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  ephemeral_entries: EphemeralEntriesTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
  common_config: CommonConfigTable;
  open_api_applications: OpenApiApplicationsTable;
  uploaded_files: UploadedFilesTable;
  quote_packages: QuotePackagesTable;
  quote_renew_records: QuoteRenewRecordsTable;
  analytics_events: AnalyticsEventsTable;
}

export type Database = CoreTables & OfficialTables & PageTables;
