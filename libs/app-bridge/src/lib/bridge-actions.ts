import { z } from 'zod';
import { BRIDGE_ACTIONS, callNative, type BridgeCallOptions, type BridgeResult } from './native-bridge';

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
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,3}$/).transform(Number)])
  .nullish()
  .transform((value) => value ?? null);

/**
 * The native user info of spec 3, as the app sends it. A logged-out app sends empty fields;
 * unknown fields are dropped.
 */
export const nativeUserInfoSchema = z.object({
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

/**
 * `get_user_info`: the app's signed-in user, validated. Outside the app, without an answer in
 * time, after a refusal or with an answer of the wrong shape: a failure saying which.
 */
export const getUserInfo = async (options?: BridgeCallOptions): Promise<BridgeResult<NativeUserInfo>> => {
  const answer = await callNative(BRIDGE_ACTIONS.getUserInfo, {}, options);
  if (!answer.ok) return answer;
  const parsed = nativeUserInfoSchema.safeParse(answer.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'malformed', detail: describeIssues(parsed.error) };
};

/**
 * `goto_native_module`: asks the app to open one of its own screens (`module`, with `params`).
 * Resolves with whatever the app answered once it has, or a failure; a page outside the app
 * gets `no-bridge` and should offer its web link instead.
 */
export const gotoNativeModule = async (module: string, params: Record<string, unknown> = {}, options?: BridgeCallOptions): Promise<BridgeResult<unknown>> => {
  if (module.trim() === '') return { ok: false, reason: 'invalid-request', detail: 'goto_native_module needs a module name' };
  return callNative(BRIDGE_ACTIONS.gotoNativeModule, { module, params }, options);
};
