import { ApiError, CODES, type District } from '@brokerage/contracts';
import type { Clock } from '../clock';
import { InvalidInputError } from '../http/error-handler';
import type { UserRow, UsersRepository } from '../repositories/users';
import { verifyPassword } from '../security/password';
import type { EphemeralStore } from '../store/ephemeral-store';
import type { LoginCodes, Phone } from './login-codes';

const PASSWORD_LOCKOUT = {
  /** Wrong passwords in a row that pause password login for the account. */
  maxFailures: 5,
  lockMs: 15 * 60_000,
} as const;

export interface PhoneCodeLogin extends Phone {
  captcha: string;
  /** Lower-cased plain address; needed for a new user of the Hong Kong site. */
  email?: string;
  inviteCode?: string;
  /** Registration attribution (spec 3), stored with a new user. */
  attribution: Record<string, unknown>;
  district: District;
}

const emailTaken = () => new InvalidInputError([{ field: 'email', message: 'This e-mail is already used by another account.' }]);

/**
 * Who may log in, by each of the panel's ways (spec 7): SMS code (registering the phone on first
 * login), password (paused after repeated failures), organisation e-mail code. Each answers the
 * user's row; the caller opens the session.
 */
export class UserLogin {
  constructor(
    private readonly users: UsersRepository,
    private readonly codes: LoginCodes,
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  /**
   * SMS-code login; a new phone is registered. The code is checked first, so nothing here tells
   * whether the phone has an account to someone who does not hold it; everything else that can be
   * wrong (a new Hong Kong user without an e-mail) is checked before the code is used up.
   */
  async withPhoneCode(login: PhoneCodeLogin): Promise<{ row: UserRow; created: boolean }> {
    const { areaCode, phoneNumber, email } = login;
    await this.codes.verifySms(login, login.captcha);
    const existing = await this.users.findByPhone(areaCode, phoneNumber);
    if (!existing) {
      if (login.district === 'hk' && !email) throw new ApiError(CODES.EMAIL_REQUIRED);
      if (email && (await this.users.emailTakenByOther(email, areaCode, phoneNumber))) throw emailTaken();
    }
    await this.codes.consumeSms(login, login.captcha);
    if (existing) return { row: existing, created: false };
    const registered = await this.users.createPhoneUser({
      areaCode,
      phoneNumber,
      email,
      inviteCode: login.inviteCode,
      registerAttribution: login.attribution,
      registerDistrict: login.district,
      now: this.clock.now(),
    });
    if (!registered) throw emailTaken();
    return registered;
  }

  /** Password login: 300701 unknown phone, 300705 no password set, then the lockout rule. */
  async withPassword(phone: Phone, password: string): Promise<UserRow> {
    const row = await this.users.findByPhone(phone.areaCode, phone.phoneNumber);
    if (!row) throw new ApiError(CODES.PHONE_NOT_REGISTERED);
    if (!row.password_hash) throw new ApiError(CODES.NO_PASSWORD_SET);
    const now = this.clock.now();
    // Each attempt reserves its place in the streak before the slow hash, in one atomic step, so
    // simultaneous guesses cannot all be checked against a count none of them has raised yet: past
    // maxFailures they are refused unhashed, the right password too, until the counter expires
    // (lockMs after the first attempt of the streak). A right password ends the streak.
    const attemptsKey = `password-failures:${row.uuid}`;
    const attempt = await this.store.incrementBelow(attemptsKey, PASSWORD_LOCKOUT.maxFailures, now + PASSWORD_LOCKOUT.lockMs, now);
    if (attempt === null) throw new ApiError(CODES.PASSWORD_LOCKED);
    if (!(await verifyPassword(password, row.password_hash))) {
      throw new ApiError(attempt >= PASSWORD_LOCKOUT.maxFailures ? CODES.PASSWORD_LOCKED : CODES.PASSWORD_WRONG);
    }
    await this.store.delete(attemptsKey);
    return row;
  }

  /** The organisation account of a lower-cased e-mail; 304001 when there is none. */
  async orgAccount(email: string): Promise<UserRow> {
    const row = await this.users.findOrgByEmail(email);
    if (!row) throw new ApiError(CODES.ORG_EMAIL_NOT_FOUND);
    return row;
  }

  /** The code first: an address without an account never had one sent, so it answers as a wrong code does. */
  async withOrgEmailCode(email: string, code: string): Promise<UserRow> {
    await this.codes.consumeEmail(email, code);
    return this.orgAccount(email);
  }
}
