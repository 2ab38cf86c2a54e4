import type { User } from '@brokerage/contracts';
import type { OpenApiStatus } from '../open-api-status/open-api-status';
import type { QuotePackageItem } from '../quote-packages/quote-packages';
import type { BookingItem } from './my-bookings';

/** Where the user's securities account stands (spec 3: authUser, authUserAuditStatus). */
export type AccountStatus = 'opened' | 'under-review' | 'rejected' | 'not-opened';

/**
 * What the personal centre shows of the signed-in user: the page's data carries only these
 * fields, never the uuid or the quote token of the full user record.
 */
export interface PersonalCentreSummary {
  nickname: string;
  avatar: string;
  /** Calling code and number with the middle digits masked (`+852 ****4567`); null when the account has no phone. */
  maskedPhone: string | null;
  /** Null when the account has no e-mail address. */
  email: string | null;
  accountStatus: AccountStatus;
  /** The open-account guide applies to this user (guideAccountFlag). */
  guideAccount: boolean;
  /** Organisation accounts log in by e-mail and have no phone; they apply for the Open API as a company. */
  apiApplicationType: 'personal' | 'company';
}

/** What the personal centre page has to show for one request. */
export type PersonalCentreData =
  | { kind: 'visitor' }
  /** There is a session, but the API could not say who it belongs to just now. */
  | { kind: 'unavailable' }
  /**
   * `bookings`: the user's talk bookings and event registrations. `packages` (quote packages) and
   * `openApi` (the latest Open API application) are asked only for users with that feature on.
   * Each is null when the API could not answer just now; absent when it was not asked.
   */
  | { kind: 'user'; summary: PersonalCentreSummary; bookings: BookingItem[] | null; packages?: QuotePackageItem[] | null; openApi?: OpenApiStatus | null };

/**
 * The one thing the user should do next with their securities account: open one, wait for the
 * review (meanwhile get the app), ask customer service about a refusal, or put money in. Where the
 * open-account button is not offered (mainland visitors, users the guide does not apply to), the
 * app is the way forward.
 */
export type AccountNextStep = 'open-account' | 'download-app' | 'await-review' | 'contact-us' | 'fund';

export const nextAccountStep = (status: AccountStatus, canOpenAccount: boolean): AccountNextStep => {
  switch (status) {
    case 'opened':
      return 'fund';
    case 'under-review':
      return 'await-review';
    case 'rejected':
      return 'contact-us';
    case 'not-opened':
      return canOpenAccount ? 'open-account' : 'download-app';
  }
};

/** Active packages first (as the API lists them), and the day the first of them runs out. */
export const packagesAtAGlance = (packages: QuotePackageItem[]) => {
  const active = packages.filter((item) => item.status === 'active');
  const nextExpiry = active.map((item) => item.expiryDay).sort()[0] ?? null;
  return { active, nextExpiry };
};

/** Digits kept at the end of a masked phone number, and at the start of long (mainland) numbers. */
const VISIBLE_TAIL = 4;
const VISIBLE_HEAD = 3;
const LONG_NUMBER = 11;

/**
 * `852`, `51234567` → `+852 ****4567`; `86`, `13812345678` → `+86 138****5678`. Short numbers
 * (5 digits or fewer) keep only their last two digits, so a number is never shown in full.
 */
export const maskPhoneNumber = (areaCode: string, phoneNumber: string): string | null => {
  const digits = phoneNumber.replace(/\D/g, '');
  if (!digits) return null;
  const tail = digits.length > VISIBLE_TAIL + 1 ? VISIBLE_TAIL : Math.min(2, digits.length - 1);
  const head = digits.length >= LONG_NUMBER ? VISIBLE_HEAD : 0;
  const masked = `${digits.slice(0, head)}${'*'.repeat(digits.length - head - tail)}${digits.slice(digits.length - tail)}`;
  const code = areaCode.replace(/\D/g, '');
  return code ? `+${code} ${masked}` : masked;
};

/** Spec 3: authUser says the account is open; otherwise the audit status of the application tells the rest. */
export const accountStatusOf = (user: Pick<User, 'authUser' | 'authUserAuditStatus'>): AccountStatus => {
  if (user.authUser) return 'opened';
  if (user.authUserAuditStatus === 1) return 'under-review';
  if (user.authUserAuditStatus === 3) return 'rejected';
  return 'not-opened';
};

export const summariseUser = (user: User): PersonalCentreSummary => {
  const maskedPhone = maskPhoneNumber(user.areaCode, user.phoneNumber);
  return {
    nickname: user.nickname.trim(),
    avatar: user.avatar,
    maskedPhone,
    email: user.email.trim() || null,
    accountStatus: accountStatusOf(user),
    guideAccount: user.guideAccountFlag,
    apiApplicationType: maskedPhone ? 'personal' : 'company',
  };
};
