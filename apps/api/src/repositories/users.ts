import { randomUUID } from 'node:crypto';
import type { User } from '@brokerage/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { newToken } from '../security/tokens';

export type UserRow = Selectable<UsersTable>;

/** Default flags for a new user: one '0' per feature. */
const NEW_USER_GRAY_STATUS = '0000000000';
/** Neutral avatar served by the sites' static assets. */
export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** The User of spec 3 from a row. */
export const toUser = (row: UserRow): User => ({
  uuid: row.uuid,
  avatar: row.avatar,
  nickname: row.nickname,
  areaCode: row.area_code ?? '',
  phoneNumber: row.phone_number ?? '',
  grayStatusBit: row.gray_status_bit,
  authUser: row.auth_user === 1,
  authUserAuditStatus: row.auth_user_audit_status,
  authUserIsSubmitRecord: row.auth_user_is_submit_record === 1,
  email: row.email ?? '',
  guideAccountFlag: row.guide_account_flag === 1,
  userQuotaInfo: { token: row.quote_token },
});

/** Nickname shown until the user sets one: the phone with its middle digits hidden. */
export const defaultNickname = (phoneNumber: string): string =>
  phoneNumber.length > 4 ? `${phoneNumber.slice(0, Math.min(3, phoneNumber.length - 4))}****${phoneNumber.slice(-4)}` : phoneNumber;

export interface NewPhoneUser {
  areaCode: string;
  phoneNumber: string;
  email?: string;
  inviteCode?: string;
  registerAttribution: Record<string, unknown>;
  registerDistrict: string;
  passwordHash?: string | null;
  now: number;
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByUuid(uuid: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  findByPhone(areaCode: string, phoneNumber: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('area_code', '=', areaCode).where('phone_number', '=', phoneNumber).executeTakeFirst();
  }

  findOrgByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .where('account_type', '=', 'org')
      .executeTakeFirst();
  }

  /**
   * Creates a phone user, or returns the existing one when another request registered the same
   * phone at the same moment (the unique indexes decide). Null when the e-mail went to another
   * account in the meantime.
   */
  async createPhoneUser(user: NewPhoneUser): Promise<{ row: UserRow; created: boolean } | null> {
    const uuid = randomUUID();
    const inserted = await this.db
      .insertInto('users')
      .values({
        uuid,
        account_type: 'personal',
        area_code: user.areaCode,
        phone_number: user.phoneNumber,
        email: user.email?.toLowerCase() ?? null,
        password_hash: user.passwordHash ?? null,
        trade_password_hash: null,
        nickname: defaultNickname(user.phoneNumber),
        avatar: DEFAULT_AVATAR,
        real_name: null,
        gray_status_bit: NEW_USER_GRAY_STATUS,
        auth_user: 0,
        auth_user_audit_status: 0,
        auth_user_is_submit_record: 0,
        guide_account_flag: 1,
        quote_token: newToken(),
        invite_code: user.inviteCode || null,
        register_attribution: JSON.stringify(user.registerAttribution),
        register_district: user.registerDistrict,
        created_at: user.now,
        updated_at: user.now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('uuid')
      .executeTakeFirst();
    const row = await this.findByPhone(user.areaCode, user.phoneNumber);
    return row ? { row, created: inserted !== undefined } : null;
  }

  /** Whether an account other than the one of this phone already uses the e-mail. */
  async emailTakenByOther(email: string, areaCode: string, phoneNumber: string): Promise<boolean> {
    const owner = await this.db.selectFrom('users').select(['area_code', 'phone_number']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    return owner !== undefined && !(owner.area_code === areaCode && owner.phone_number === phoneNumber);
  }
}
