import { isCallingCode, isEmailAddress, isPhoneNumber, isPhoneNumberForArea, normalizeCallingCode, normalizeEmail, normalizePhoneNumber } from '@brokerage/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/*
 * User service calls of spec 7. Requests use the panel's field names (spec 7 "Panel calls");
 * the user object has the User fields of spec 3. Passwords, and e-mails on login, travel as
 * RSA-OAEP (SHA-256) ciphertext in base64: jsencrypt `encryptOAEP` over the UTF-8 bytes of the text,
 * with one of the keys from common_config `rsa_public_keys`.
 */

/** Spec 9: code type 106. */
export const CODE_TYPE = 106;
/** Spec 9: login source 11. */
export const LOGIN_SOURCE = 11;
/** Header carrying the registration attribution JSON on web-register-login/v1. */
export const REGISTER_ATTRIBUTION_HEADER = 'X-Register-Attribution';

/*
 * Spec 5's rules (calling code, phone per area, e-mail) are the domain rulebook's; the browser's
 * form rules (@brokerage/validation) call the same predicates, so the API and the panel give the
 * same verdict on the same input and normalise it to the same value.
 */

/** Calling code as '852', '+852', '＋８５２' or '0852' → '852'; only the codes of the country-area list (SUPPORTED_CALLING_CODES). */
export const areaCodeField = z.string().refine(isCallingCode, 'Enter a calling code such as 852 or 86.').transform(normalizeCallingCode);

/**
 * Phone number as typed → digits (full-width digits made ASCII, spaces and hyphens dropped).
 * On its own it only has to be a plausible number; the per-area rule is checked with the area code.
 */
export const phoneNumberField = z.string().refine(isPhoneNumber, 'Enter the mobile number in digits.').transform(normalizePhoneNumber);

/** Spec 5: area 86 is 11 digits starting with 1; area 852 exactly 8 digits; see `isPhoneNumberForArea`. */
export const phoneMatchesArea = (areaCode: string, phoneNumber: string): boolean => isPhoneNumberForArea(areaCode, phoneNumber);

/**
 * The per-area phone rule as a refinement of any body with `areaCode` and `phoneNumber`;
 * checked when both are given (optional phone fields may be left out).
 */
export const refinePhoneForArea = (value: { areaCode?: string; phoneNumber?: string }, context: z.RefinementCtx): void => {
  if (value.areaCode && value.phoneNumber && !phoneMatchesArea(value.areaCode, value.phoneNumber)) {
    context.addIssue({ code: 'custom', path: ['phoneNumber'], message: `This is not a valid mobile number for +${value.areaCode}.` });
  }
};

/** Six-digit code as typed (spaces dropped). */
export const verificationCodeField = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The verification code has 6 digits.'));

/** Base64 RSA-OAEP ciphertext (2048-bit keys or larger give 344+ characters). */
export const encryptedField = z
  .string()
  .trim()
  .min(16, 'Encrypted value expected.')
  .max(2048)
  .regex(/^[A-Za-z0-9+/=]+$/, 'Encrypted value expected (base64).');

/** Plain e-mail address as the panel validates it (spec 5) → NFKC-folded and trimmed. */
export const emailAddressField = z.string().refine(isEmailAddress, 'Enter a valid e-mail address.').transform(normalizeEmail);

/** An e-mail sent either encrypted (preferred) or, where the spec shows it plain, as the address. */
export const emailOrEncryptedField = z.union([emailAddressField, encryptedField]);

export const userSchema = z.object({
  uuid: z.string(),
  avatar: z.string(),
  nickname: z.string(),
  /** Calling code without '+', e.g. '852'; empty for organisation accounts without a phone. */
  areaCode: z.string(),
  phoneNumber: z.string(),
  /** Feature flags, one '0'/'1' character per flag. */
  grayStatusBit: z.string(),
  /** Whether the user is an authenticated (account-opened, verified) user. */
  authUser: z.boolean(),
  /** 0 not submitted, 1 under review, 2 approved, 3 rejected. */
  authUserAuditStatus: z.number().int(),
  authUserIsSubmitRecord: z.boolean(),
  email: z.string(),
  /** Whether the open-account guide applies (spec 4: the open-account button). */
  guideAccountFlag: z.boolean(),
  userQuotaInfo: z.object({ token: z.string() }),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({
  /** Opaque session token (send as Authorization); valid 30 days. */
  token: z.string(),
  user: userSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const codeSentSchema = z.object({
  /** The code itself, only outside production (sit/uat), to prefill the field. */
  captcha: z.string().optional(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be sent. */
  resendIn: z.number().int(),
});

/** Registration attribution (spec 3), sent as JSON in the X-Register-Attribution header. */
export const registerAttributionSchema = z
  .object({
    'register-cid': z.string().max(256).optional(),
    'register-ct': z.union([z.number().int(), z.string().regex(/^\d{1,9}$/).transform(Number)]).optional(),
    'gift-code': z.string().max(256).optional(),
    shareId: z.string().max(256).optional(),
    bizId: z.string().max(256).optional(),
    'activity-id': z.string().max(256).optional(),
  })
  .catchall(z.string().max(256))
  .superRefine((value, context) => {
    const known = new Set(['register-cid', 'register-ct', 'gift-code', 'shareId', 'bizId', 'activity-id']);
    const dimensions = Object.keys(value).filter((key) => !known.has(key));
    for (const key of dimensions) {
      if (!/^rgdim_[\w-]{1,64}$/.test(key)) context.addIssue({ code: 'custom', path: [key], message: 'Only rgdim_ parameters may be added.' });
    }
    if (dimensions.length > 20) context.addIssue({ code: 'custom', path: [], message: 'At most 20 rgdim_ parameters.' });
  });
export type RegisterAttributionInput = z.input<typeof registerAttributionSchema>;

export const getTradePasswordToken = defineEndpoint({
  name: 'getTradePasswordToken',
  method: 'GET',
  path: '/user-server/web/get-trade-password-token/v1',
  data: z.object({ token: z.string(), expiresIn: z.number().int() }),
  auth: 'required',
  summary: 'Short-lived token for the trade-password step (needs a trade password to be set).',
});

export const checkTradePasswordExist = defineEndpoint({
  name: 'checkTradePasswordExist',
  method: 'GET',
  path: '/user-server/web/check-trade-password-exist/v1',
  data: z.object({ exist: z.boolean() }),
  auth: 'required',
  summary: 'Whether the signed-in user has set a trade password.',
});

export const sendPhoneCaptcha = defineEndpoint({
  name: 'sendPhoneCaptcha',
  method: 'POST',
  path: '/user-server/web/send-phone-captcha/v3',
  body: z
    .object({
      areaCode: areaCodeField,
      phoneNumber: phoneNumberField,
      type: z.literal(CODE_TYPE),
      /** The solved slider token (challenge verify); required with key 2. */
      graphCaptcha: z.string().max(256).optional(),
      /** 1 first; 2 after the slider captcha (code 400) was solved. */
      key: z.union([z.literal(1), z.literal(2)]).default(1),
    })
    .superRefine(refinePhoneForArea),
  data: codeSentSchema,
  auth: 'none',
  summary: 'Sends a 6-digit SMS code (60 s cooldown; code 400 asks for the slider captcha).',
});

export const webRegisterLogin = defineEndpoint({
  name: 'webRegisterLogin',
  method: 'POST',
  path: '/user-server/web/web-register-login/v1',
  body: z
    .object({
      areaCode: areaCodeField,
      phoneNumber: phoneNumberField,
      captcha: verificationCodeField,
      inviteCode: z
        .string()
        .trim()
        .max(32)
        .regex(/^[A-Za-z0-9_-]*$/, 'Invite codes use letters and digits only.')
        .optional(),
      /** Needed when a new user registers on the Hong Kong site (spec 5); encrypted or plain. */
      email: z.union([z.literal(''), emailOrEncryptedField]).optional(),
      source: z.literal(LOGIN_SOURCE),
    })
    .superRefine(refinePhoneForArea),
  data: loginResultSchema.extend({ isNewUser: z.boolean() }),
  auth: 'none',
  summary: 'Logs in with an SMS code, registering the phone on first login (X-Register-Attribution header).',
});

export const checkPhone = defineEndpoint({
  name: 'checkPhone',
  method: 'GET',
  path: '/user-server/web/check-phone/v2',
  query: z.object({ areaCode: areaCodeField, phoneNumber: phoneNumberField }).superRefine(refinePhoneForArea),
  /** Only the flag the Hong Kong SMS form needs (whether to ask for an e-mail); nothing else about the account. */
  data: z.object({ registered: z.boolean() }),
  auth: 'none',
  summary: 'Whether a phone number is registered. Limited per IP (IPv6: per /64) and per session; beyond that code 100429.',
});

export const orgEmailVerifyLogin = defineEndpoint({
  name: 'orgEmailVerifyLogin',
  method: 'POST',
  path: '/user-server/web/org-email-verify-login/v1',
  body: z.object({ loginEmail: emailOrEncryptedField }),
  data: z.object({ registered: z.literal(true) }),
  auth: 'none',
  summary: 'Checks that an (encrypted) e-mail belongs to an organisation account; 304001 otherwise.',
});

export const sendEmailCaptcha = defineEndpoint({
  name: 'sendEmailCaptcha',
  method: 'POST',
  path: '/user-server/web/send-email-captcha/v1',
  body: z.object({
    email: emailOrEncryptedField,
    type: z.literal(CODE_TYPE),
    graphCaptcha: z.string().max(256).optional(),
    key: z.union([z.literal(1), z.literal(2)]).default(1),
  }),
  data: codeSentSchema,
  auth: 'none',
  summary: 'Sends a 6-digit code to an organisation e-mail (304001 when it is not one).',
});

export const orgEmailCaptchaLogin = defineEndpoint({
  name: 'orgEmailCaptchaLogin',
  method: 'POST',
  path: '/user-server/web/org-email-captcha-login/v1',
  body: z.object({
    captcha: verificationCodeField,
    captchaType: z.literal(CODE_TYPE),
    email: emailOrEncryptedField,
  }),
  data: loginResultSchema,
  auth: 'none',
  summary: 'Organisation login with the e-mail code (304005 wrong or expired code).',
});

export const getCurrentUser = defineEndpoint({
  name: 'getCurrentUser',
  method: 'GET',
  path: '/user-server/api/get-current-user/v1',
  data: userSchema,
  auth: 'required',
  summary: 'The signed-in user (every User field of spec 3).',
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'GET',
  path: '/user-server/web/logout/v1',
  data: z.null(),
  auth: 'optional',
  summary: 'Ends the session of the Authorization token (succeeds when there is none).',
});

export const userInfoAndNameGet = defineEndpoint({
  name: 'userInfoAndNameGet',
  method: 'GET',
  path: '/user-server/web/user-info-and-name-get/v1',
  data: userSchema.extend({
    /** Real name (or organisation name) once known, else null. */
    name: z.string().nullable(),
  }),
  auth: 'required',
  summary: 'User info plus the real or organisation name.',
});

export const openApiApplicationSummarySchema = z.object({
  uuid: z.string(),
  type: z.enum(['personal', 'company', 'visitor']).nullable(),
  status: z.enum(['draft', 'submitted']),
  updatedAt: z.string(),
});

export const userInfoForOpenApiApply = defineEndpoint({
  name: 'userInfoForOpenApiApply',
  method: 'GET',
  path: '/user-server/web/user-info-for-open-api-apply/v1',
  data: z.object({
    uuid: z.string(),
    name: z.string().nullable(),
    areaCode: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    authUser: z.boolean(),
    accountType: z.enum(['personal', 'org']),
    /** The user's latest open-API application, if any. */
    application: openApiApplicationSummarySchema.nullable(),
  }),
  auth: 'required',
  summary: 'What the open-API application form prefills for the signed-in user.',
});

export const passwordLogin = defineEndpoint({
  name: 'passwordLogin',
  method: 'POST',
  path: '/user-server/web/login/v2',
  body: z
    .object({
      areaCode: areaCodeField,
      phoneNumber: phoneNumberField,
      /** RSA-OAEP ciphertext of the password. */
      password: encryptedField,
    })
    .superRefine(refinePhoneForArea),
  data: loginResultSchema,
  auth: 'none',
  summary: 'Phone and password login (300701 not registered, 300705 no password set).',
});

export const getTokenKey = defineEndpoint({
  name: 'getTokenKey',
  method: 'GET',
  path: '/user-server/api/get-token-key/v1',
  data: z.object({ tokenKey: z.string(), expiresIn: z.number().int() }),
  auth: 'required',
  summary: 'One-time key (valid 60 s) that hands the session to another site or the app.',
});

export const getTokenByTokenKey = defineEndpoint({
  name: 'getTokenByTokenKey',
  method: 'GET',
  path: '/user-server/web/get-token-by-token-key/v1',
  query: z.object({ tokenKey: z.string().trim().min(16).max(256) }),
  data: loginResultSchema,
  auth: 'none',
  summary: 'Exchanges a token key, once, for a new session of the same user.',
});

/** All 15 user-service calls of spec 7, by client function name. */
export const userServerEndpoints = {
  getTradePasswordToken,
  checkTradePasswordExist,
  sendPhoneCaptcha,
  webRegisterLogin,
  checkPhone,
  orgEmailVerifyLogin,
  sendEmailCaptcha,
  orgEmailCaptchaLogin,
  getCurrentUser,
  logout,
  userInfoAndNameGet,
  userInfoForOpenApiApply,
  passwordLogin,
  getTokenKey,
  getTokenByTokenKey,
} as const;
