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

  // Ours (not in the spec). 1004xx: request-level problems, numbered after the HTTP status they resemble.
  /** Bad JSON, wrong types, missing or unknown fields; `data.issues` lists them. HTTP 400. */
  INVALID_INPUT: 100400,
  /** Preview of unpublished content without a valid preview token. */
  FORBIDDEN: 100403,
  /** No such route or item. HTTP 404 for unknown routes. */
  NOT_FOUND: 100404,
  /** The same thing was already submitted (e.g. a second talk registration for one phone). */
  ALREADY_EXISTS: 100409,
  /** The talk has started or ended; registration is closed. */
  CHAIR_REGISTRATION_CLOSED: 100410,
  /** Every seat of the talk is taken. */
  CHAIR_FULLY_BOOKED: 100411,
  /** The event has ended, or takes no registrations on the site (none, or in the app). */
  EVENT_REGISTRATION_CLOSED: 100420,
  /** Every seat of the event is taken. */
  EVENT_FULLY_BOOKED: 100421,
  /** Uploaded file larger than the permission allows. */
  FILE_TOO_LARGE: 100413,
  /** Uploaded file of a type that is not accepted. */
  UNSUPPORTED_FILE_TYPE: 100415,
  /** Too many requests of one kind from one client in a short time. */
  TOO_MANY_REQUESTS: 100429,

  // 3002xx: verification codes and the slider captcha.
  /** The SMS or e-mail code does not match. */
  CODE_WRONG: 300201,
  /** No valid code: never sent, already used, or older than 5 minutes. */
  CODE_EXPIRED: 300202,
  /** Five wrong tries: the code is void and a new one must be sent. */
  CODE_TOO_MANY_TRIES: 300203,
  /** A code was sent to this phone or e-mail less than 60 seconds ago; `data.retryAfter` in seconds. */
  CODE_COOLDOWN: 300204,
  /** Today's hard limit of codes for this phone, e-mail or network is reached. */
  DAILY_LIMIT_REACHED: 300205,
  /** The slider captcha answer is wrong, expired or already used. */
  CAPTCHA_INVALID: 300206,
  /** An encrypted field (password, e-mail) could not be decrypted with any current key. */
  DECRYPTION_FAILED: 300207,

  // 3001xx / 3007xx / 3008xx: sessions, passwords, uploads.
  /** The token key is unknown, expired (60 s) or already exchanged. */
  TOKEN_KEY_INVALID: 300102,
  /** Phone number and password do not match. */
  PASSWORD_WRONG: 300702,
  /** Too many wrong passwords; password login is paused for this account for 15 minutes. */
  PASSWORD_LOCKED: 300703,
  /** No trade password is set for this account. */
  TRADE_PASSWORD_NOT_SET: 300706,
  /** A new phone registration on the Hong Kong site needs an e-mail address. */
  EMAIL_REQUIRED: 300707,
  /** The upload permission is invalid, expired or already used. */
  UPLOAD_CREDENTIAL_INVALID: 300801,
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
  [CODES.INVALID_INPUT]: {
    en: 'Some of the information sent is missing or invalid.',
    'zh-hk': '提交的資料有缺漏或格式不正確。',
    'zh-cn': '提交的信息有缺漏或格式不正确。',
  },
  [CODES.FORBIDDEN]: {
    en: 'You do not have permission to view this content.',
    'zh-hk': '你沒有權限查看此內容。',
    'zh-cn': '你没有权限查看此内容。',
  },
  [CODES.NOT_FOUND]: {
    en: 'The requested item could not be found.',
    'zh-hk': '找不到所要求的內容。',
    'zh-cn': '找不到所请求的内容。',
  },
  [CODES.ALREADY_EXISTS]: {
    en: 'This has already been submitted.',
    'zh-hk': '此資料已提交，毋須重複提交。',
    'zh-cn': '此信息已提交，无需重复提交。',
  },
  [CODES.CHAIR_REGISTRATION_CLOSED]: {
    en: 'Registration for this talk has closed.',
    'zh-hk': '此講座已截止報名。',
    'zh-cn': '此讲座已截止报名。',
  },
  [CODES.CHAIR_FULLY_BOOKED]: {
    en: 'This talk is fully booked.',
    'zh-hk': '此講座名額已滿。',
    'zh-cn': '此讲座名额已满。',
  },
  [CODES.EVENT_REGISTRATION_CLOSED]: {
    en: 'This event does not take registrations here.',
    'zh-hk': '此活動不接受網上報名。',
    'zh-cn': '此活动不接受网上报名。',
  },
  [CODES.EVENT_FULLY_BOOKED]: {
    en: 'This event is fully booked.',
    'zh-hk': '此活動名額已滿。',
    'zh-cn': '此活动名额已满。',
  },
  [CODES.FILE_TOO_LARGE]: {
    en: 'The file is too large.',
    'zh-hk': '檔案過大。',
    'zh-cn': '文件过大。',
  },
  [CODES.UNSUPPORTED_FILE_TYPE]: {
    en: 'This file type is not accepted. Please upload a PDF, JPG or PNG file.',
    'zh-hk': '不接受此檔案類型，請上載 PDF、JPG 或 PNG 檔案。',
    'zh-cn': '不接受此文件类型，请上传 PDF、JPG 或 PNG 文件。',
  },
  [CODES.TOO_MANY_REQUESTS]: {
    en: 'Too many requests. Please try again later.',
    'zh-hk': '請求過於頻繁，請稍後再試。',
    'zh-cn': '请求过于频繁，请稍后再试。',
  },
  [CODES.CODE_WRONG]: {
    en: 'The verification code is incorrect.',
    'zh-hk': '驗證碼不正確。',
    'zh-cn': '验证码不正确。',
  },
  [CODES.CODE_EXPIRED]: {
    en: 'The verification code has expired or has already been used. Please request a new one.',
    'zh-hk': '驗證碼已過期或已使用，請重新獲取。',
    'zh-cn': '验证码已过期或已使用，请重新获取。',
  },
  [CODES.CODE_TOO_MANY_TRIES]: {
    en: 'Too many incorrect attempts. Please request a new verification code.',
    'zh-hk': '錯誤次數過多，請重新獲取驗證碼。',
    'zh-cn': '错误次数过多，请重新获取验证码。',
  },
  [CODES.CODE_COOLDOWN]: {
    en: 'A code was sent recently. Please wait a moment before requesting another.',
    'zh-hk': '驗證碼剛已發送，請稍候再重新獲取。',
    'zh-cn': '验证码刚已发送，请稍候再重新获取。',
  },
  [CODES.DAILY_LIMIT_REACHED]: {
    en: "Today's limit for verification codes has been reached. Please try again tomorrow.",
    'zh-hk': '今日獲取驗證碼的次數已達上限，請明天再試。',
    'zh-cn': '今日获取验证码的次数已达上限，请明天再试。',
  },
  [CODES.CAPTCHA_INVALID]: {
    en: 'The slider verification failed or has expired. Please try again.',
    'zh-hk': '滑塊驗證失敗或已過期，請重試。',
    'zh-cn': '滑块验证失败或已过期，请重试。',
  },
  [CODES.DECRYPTION_FAILED]: {
    en: 'The secure data could not be read. Please refresh the page and try again.',
    'zh-hk': '無法讀取加密資料，請重新整理頁面後再試。',
    'zh-cn': '无法读取加密数据，请刷新页面后再试。',
  },
  [CODES.TOKEN_KEY_INVALID]: {
    en: 'The sign-in link has expired or has already been used.',
    'zh-hk': '登入連結已過期或已使用。',
    'zh-cn': '登录链接已过期或已使用。',
  },
  [CODES.PASSWORD_WRONG]: {
    en: 'The mobile phone number or password is incorrect.',
    'zh-hk': '手機號碼或密碼不正確。',
    'zh-cn': '手机号码或密码不正确。',
  },
  [CODES.PASSWORD_LOCKED]: {
    en: 'Too many incorrect passwords. Please try again in 15 minutes or log in with an SMS code.',
    'zh-hk': '密碼錯誤次數過多，請於 15 分鐘後再試，或使用短訊驗證碼登入。',
    'zh-cn': '密码错误次数过多，请于 15 分钟后再试，或使用短信验证码登录。',
  },
  [CODES.TRADE_PASSWORD_NOT_SET]: {
    en: 'No trade password is set for this account.',
    'zh-hk': '此帳戶尚未設置交易密碼。',
    'zh-cn': '此账户尚未设置交易密码。',
  },
  [CODES.EMAIL_REQUIRED]: {
    en: 'Please enter your e-mail address to complete registration.',
    'zh-hk': '請輸入電郵地址以完成註冊。',
    'zh-cn': '请输入邮箱地址以完成注册。',
  },
  [CODES.UPLOAD_CREDENTIAL_INVALID]: {
    en: 'The upload permission has expired. Please try uploading again.',
    'zh-hk': '上載許可已過期，請重新上載。',
    'zh-cn': '上传许可已过期，请重新上传。',
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
