import { QUOTE_SERVICES, resolve } from '@brokerage/seed/pages';
import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppEnv } from '../config/env';
import { DEFAULT_AVATAR } from '../repositories/users';
import { hashPassword } from '../security/password';
import { newToken } from '../security/tokens';
import type { Database, QuotePackagesTable, QuoteRenewRecordsTable, UsersTable } from './schema';

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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A quote month as the demo data counts it. */
const QUOTE_MONTH = 30 * DAY;

/** Quote services of the market page (`page_quote_service` ids) the demo investor subscribes to. */
export const DEMO_QUOTE_SERVICES = { hkLevel2: 2, usLevel2: 5, usOptions: 6, aSharesLevel2: 8 } as const;

/** The monthly price of a quote service as the Hong Kong market page lists it. */
const monthlyPrice = (serviceId: number): { priceCents: number; currency: string } => {
  const service = QUOTE_SERVICES.find((candidate) => candidate.id === serviceId);
  if (!service) throw new Error(`The demo seed refers to quote service ${serviceId}, which the page content does not have.`);
  return { priceCents: resolve(service.priceCents, 'hk', 'en'), currency: resolve(service.currency, 'hk', 'en') };
};

/**
 * The demo investor's quote packages and a year of payments, relative to `now` so they stay
 * current: HK Level 2 (auto-renewing monthly, one failed renewal paid on the web), US Level 2
 * (bought for three months), US options (second month refunded, then expired) and A-shares
 * Level 2 (one month, expired). 16 payments: two pages of the renew-record list.
 */
const demoQuoteSubscriptions = (userUuid: string, now: number) => {
  const payment = (
    serviceId: number,
    validFrom: number,
    details: { months?: number; paidAt?: number; status?: QuoteRenewRecordsTable['status']; channel: QuoteRenewRecordsTable['channel'] },
  ): Insertable<QuoteRenewRecordsTable> => {
    const { priceCents, currency } = monthlyPrice(serviceId);
    const months = details.months ?? 1;
    return {
      user_uuid: userUuid,
      service_id: serviceId,
      months,
      amount_cents: priceCents * months,
      currency,
      paid_at: details.paidAt ?? validFrom,
      valid_from: validFrom,
      valid_to: validFrom + months * QUOTE_MONTH,
      status: details.status ?? 'paid',
      channel: details.channel,
    };
  };
  const packageOf = (serviceId: number, startsAt: number, expiresAt: number, autoRenew: boolean): Insertable<QuotePackagesTable> => ({
    user_uuid: userUuid,
    service_id: serviceId,
    starts_at: startsAt,
    expires_at: expiresAt,
    auto_renew: autoRenew ? 1 : 0,
    created_at: startsAt,
  });

  const { hkLevel2, usLevel2, usOptions, aSharesLevel2 } = DEMO_QUOTE_SERVICES;
  // HK Level 2: ten monthly periods up to 18 days from now; renewals are charged two hours early.
  const hkExpiry = now + 18 * DAY;
  const hkPeriods = Array.from({ length: 10 }, (_, index) => hkExpiry - (10 - index) * QUOTE_MONTH);
  const hkPayments = hkPeriods.flatMap((validFrom, index) => {
    if (index === 0) return [payment(hkLevel2, validFrom, { channel: 'app' })];
    const renewal = payment(hkLevel2, validFrom, { channel: 'auto-renew', paidAt: validFrom - 2 * HOUR });
    if (index !== 5) return [renewal];
    return [{ ...renewal, status: 'failed' as const }, payment(hkLevel2, validFrom, { channel: 'web', paidAt: validFrom + 9 * HOUR })];
  });

  return {
    packages: [
      packageOf(hkLevel2, hkPeriods[0], hkExpiry, true),
      packageOf(usLevel2, now - 60 * DAY, now + 60 * DAY, false),
      packageOf(usOptions, now - 180 * DAY, now - 150 * DAY, false),
      packageOf(aSharesLevel2, now - 75 * DAY, now - 45 * DAY, false),
    ],
    records: [
      ...hkPayments,
      payment(usLevel2, now - 60 * DAY, { channel: 'web' }),
      payment(usLevel2, now - 30 * DAY, { channel: 'app', months: 3 }),
      payment(usOptions, now - 180 * DAY, { channel: 'app' }),
      payment(usOptions, now - 150 * DAY, { channel: 'auto-renew', paidAt: now - 150 * DAY - 2 * HOUR, status: 'refunded' }),
      payment(aSharesLevel2, now - 75 * DAY, { channel: 'web' }),
    ],
  };
};

/** Seeds the demo investor's quote subscriptions once: never when it already has any. */
const seedDemoQuoteSubscriptions = async (db: Kysely<Database>, userUuid: string, now: number): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    // A no-op write first: it locks the user's row (PostgreSQL) or the database (SQLite), so two
    // instances starting together cannot both find no packages and seed them twice.
    await trx.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('uuid', '=', userUuid).execute();
    const hasPackages = await trx.selectFrom('quote_packages').select('id').where('user_uuid', '=', userUuid).limit(1).executeTakeFirst();
    const hasRecords = await trx.selectFrom('quote_renew_records').select('id').where('user_uuid', '=', userUuid).limit(1).executeTakeFirst();
    if (hasPackages || hasRecords) return;
    const { packages, records } = demoQuoteSubscriptions(userUuid, now);
    await trx.insertInto('quote_packages').values(packages).execute();
    await trx.insertInto('quote_renew_records').values(records).execute();
  });
};

/**
 * Idempotent core seed: common_config values, and the demo accounts (with the investor's quote
 * subscriptions) in sit/uat only.
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
  if (existing.length < demoUuids.length) {
    for (const user of await demoUsers(now)) {
      await db.insertInto('users').values(user).onConflict((conflict) => conflict.doNothing()).execute();
    }
  }
  await seedDemoQuoteSubscriptions(db, DEMO_UUIDS.withPassword, now);
};
