// The shape of the app's user info, in zod. Kept apart from bridge-actions.ts and loaded by it on
// demand, so that zod reaches only pages that run inside the app.
import { z } from 'zod';
import type { BridgeResult } from './native-bridge';

/** Text the apps send as a string or, for ids, sometimes as a number; empty means "not set". */
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null));

/** Yes/no flags arrive as booleans, 0/1 or their text; missing means no. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** Quote levels are small whole numbers (as a number or its text); missing means unknown. */
const quoteLevel = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number),
  ])
  .nullish()
  .transform((value) => value ?? null);

/**
 * The native user info of spec 3, as the app sends it. A logged-out app sends empty fields;
 * unknown fields are dropped.
 */
const nativeUserInfoSchema = z.object({
  userName: optionalText,
  phoneNum: optionalText,
  /** The trade session of the app (not the site's). */
  trade_token: optionalText,
  userId: optionalText,
  /** The app user's session token: the API's token, so it can replace the site session. */
  userToken: optionalText,
  openedAccount: flag,
  /** Whether a trade password is set (the password itself never crosses the bridge). */
  tradePassword: flag,
  invitationCode: optionalText,
  hkQuoteLevel: quoteLevel,
  usQuoteLevel: quoteLevel,
});

export type NativeUserInfo = z.infer<typeof nativeUserInfoSchema>;

/** `path: message` of each problem, for logs. */
const describeIssues = (error: z.ZodError): string => error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');

/** The app's answer to `get_user_info`, validated: the user, or `malformed` saying which fields are wrong. */
export const parseNativeUserInfo = (answer: unknown): BridgeResult<NativeUserInfo> => {
  const parsed = nativeUserInfoSchema.safeParse(answer);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'malformed', detail: describeIssues(parsed.error) };
};
