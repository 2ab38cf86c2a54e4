import type { Lang } from './envelope';

/**
 * The one catalogue of API result codes. `msg` in the envelope is the text for the
 * request's X-Lang. Spec codes keep their numbers; the rest are ours and documented here.
 */
export const CODES = {
  OK: 0,
  /** Slider captcha required before another code is sent (spec 8: 400 shows the slider). */
  CAPTCHA_REQUIRED: 400,
  /** Request failed (spec 8: 800 and 900 show 'request failed!'). */
  REQUEST_FAILED: 800,
  SERVICE_UNAVAILABLE: 900,
  TOKEN_INVALID: 300101,
  PHONE_NOT_REGISTERED: 300701,
  NO_PASSWORD_SET: 300705,
  ORG_EMAIL_NOT_FOUND: 304001,
  ORG_EMAIL_CODE_INVALID: 304005,
} as const;

export type CodeName = keyof typeof CODES;

export const MESSAGES: Record<number, Record<Lang, string>> = {
  [CODES.OK]: { en: 'success', 'zh-hk': '成功', 'zh-cn': '成功' },
  [CODES.CAPTCHA_REQUIRED]: {
    en: 'Please complete the slider verification first.',
    'zh-hk': '請先完成滑塊驗證。',
    'zh-cn': '请先完成滑块验证。',
  },
  [CODES.REQUEST_FAILED]: { en: 'request failed!', 'zh-hk': '請求失敗！', 'zh-cn': '请求失败！' },
  [CODES.SERVICE_UNAVAILABLE]: { en: 'request failed!', 'zh-hk': '請求失敗！', 'zh-cn': '请求失败！' },
  [CODES.TOKEN_INVALID]: {
    en: 'Your session has expired. Please log in again.',
    'zh-hk': '登入已失效，請重新登入。',
    'zh-cn': '登录已失效，请重新登录。',
  },
  [CODES.PHONE_NOT_REGISTERED]: {
    en: 'The mobile phone number is not registered.',
    'zh-hk': '該手機號碼尚未註冊。',
    'zh-cn': '该手机号码尚未注册。',
  },
  [CODES.NO_PASSWORD_SET]: {
    en: 'No login password is set in this account.',
    'zh-hk': '此帳戶尚未設置登入密碼。',
    'zh-cn': '此账户尚未设置登录密码。',
  },
  [CODES.ORG_EMAIL_NOT_FOUND]: {
    en: 'This e-mail is not registered as an organisation account.',
    'zh-hk': '此電郵未登記為機構帳戶。',
    'zh-cn': '此邮箱未登记为机构账户。',
  },
  [CODES.ORG_EMAIL_CODE_INVALID]: {
    en: 'The e-mail verification code is incorrect or has expired.',
    'zh-hk': '電郵驗證碼不正確或已過期。',
    'zh-cn': '邮箱验证码不正确或已过期。',
  },
};

export const messageFor = (code: number, lang: Lang): string => MESSAGES[code]?.[lang] ?? MESSAGES[CODES.REQUEST_FAILED][lang];

/** Thrown anywhere in the API; the one error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus = 200,
    readonly data: unknown = null,
    message?: string,
  ) {
    super(message ?? `API error ${code}`);
    this.name = 'ApiError';
  }
}
