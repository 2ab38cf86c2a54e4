import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppEnv } from '../config/env';
import { DEFAULT_AVATAR } from '../repositories/users';
import { hashPassword } from '../security/password';
import { newToken } from '../security/tokens';
import type { Database, UsersTable } from './schema';

/** Demo accounts (sit/uat only), listed in the README. */
export const DEMO_ACCOUNTS = {
  withPassword: { areaCode: '852', phoneNumber: '51234567', password: 'Demo-pass-2026', tradePassword: '246810' },
  withoutPassword: { areaCode: '852', phoneNumber: '51234568' },
  organisation: { email: 'treasury@harbourfront-capital.com.hk', name: 'Harbourfront Capital Limited' },
} as const;

/** Fixed uuids of the demo accounts, so the seed can tell whether they exist. */
const DEMO_UUIDS = {
  withPassword: '5d1f4c7e-2b8a-4c61-9e3d-51234567a001',
  withoutPassword: '5d1f4c7e-2b8a-4c61-9e3d-51234568a002',
  organisation: '5d1f4c7e-2b8a-4c61-9e3d-0000000a0003',
} as const;

/** Values of common_config besides rsa_public_keys (which comes from the key ring). */
const COMMON_CONFIG: Record<string, unknown> = {
  // Spec 5: e-mail hosts suggested once the typed text ends with '@'.
  email_suggest_hosts: ['gmail.com', 'outlook.com', 'yahoo.com.hk', 'icloud.com', '163.com', 'qq.com'],
  // Spec 9 business constants the panel reads.
  captcha_resend_seconds: 60,
  verification_code_length: 6,
};

// Hashing at OWASP cost takes a noticeable moment; seeds run on every start, so hash once per process.
const hashes = new Map<string, Promise<string>>();
const demoHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

const demoUsers = async (now: number): Promise<Insertable<UsersTable>[]> => {
  const base = {
    avatar: DEFAULT_AVATAR,
    trade_password_hash: null,
    password_hash: null,
    gray_status_bit: '0000000000',
    auth_user: 0,
    auth_user_audit_status: 0,
    auth_user_is_submit_record: 0,
    guide_account_flag: 1,
    invite_code: null,
    register_attribution: JSON.stringify({ 'register-cid': 'usmart-hk', 'register-ct': 1 }),
    register_district: 'hk',
    real_name: null,
    email: null,
    area_code: null,
    phone_number: null,
    created_at: now,
    updated_at: now,
  };
  return [
    {
      ...base,
      uuid: DEMO_UUIDS.withPassword,
      account_type: 'personal',
      area_code: DEMO_ACCOUNTS.withPassword.areaCode,
      phone_number: DEMO_ACCOUNTS.withPassword.phoneNumber,
      email: 'demo.investor@example.com',
      password_hash: await demoHash(DEMO_ACCOUNTS.withPassword.password),
      trade_password_hash: await demoHash(DEMO_ACCOUNTS.withPassword.tradePassword),
      nickname: 'Demo Investor',
      real_name: 'Chan Tai Man',
      gray_status_bit: '1010000000',
      auth_user: 1,
      auth_user_audit_status: 2,
      auth_user_is_submit_record: 1,
      guide_account_flag: 0,
      quote_token: newToken(),
    },
    {
      ...base,
      uuid: DEMO_UUIDS.withoutPassword,
      account_type: 'personal',
      area_code: DEMO_ACCOUNTS.withoutPassword.areaCode,
      phone_number: DEMO_ACCOUNTS.withoutPassword.phoneNumber,
      nickname: '512****4568',
      quote_token: newToken(),
    },
    {
      ...base,
      uuid: DEMO_UUIDS.organisation,
      account_type: 'org',
      email: DEMO_ACCOUNTS.organisation.email,
      nickname: DEMO_ACCOUNTS.organisation.name,
      real_name: DEMO_ACCOUNTS.organisation.name,
      auth_user: 1,
      auth_user_audit_status: 2,
      auth_user_is_submit_record: 1,
      guide_account_flag: 0,
      register_attribution: JSON.stringify({ 'register-cid': 'usmart-hk', 'register-ct': 1, bizId: 'institution' }),
      quote_token: newToken(),
    },
  ];
};

/**
 * Idempotent core seed: common_config values, and the demo accounts in sit/uat only.
 * Existing rows are left untouched, so edits (e.g. a changed nickname) survive restarts.
 */
export const seedCore = async (db: Kysely<Database>, options: { appEnv: AppEnv; clock: Clock }): Promise<void> => {
  const now = options.clock.now();
  await db
    .insertInto('common_config')
    .values(Object.entries(COMMON_CONFIG).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  if (options.appEnv === 'pro') return;
  const demoUuids = Object.values(DEMO_UUIDS);
  const existing = await db.selectFrom('users').select('uuid').where('uuid', 'in', demoUuids).execute();
  if (existing.length === demoUuids.length) return;
  for (const user of await demoUsers(now)) {
    await db.insertInto('users').values(user).onConflict((conflict) => conflict.doNothing()).execute();
  }
};
