// The contract between the register/login panel (browser) and the site server's auth action
// (`@brokerage/auth-panel/server`). The panel never talks to the API: it posts these intents to
// its own site, `POST {base}/{lang}/sta-regform` with a form field `intent`; the action calls the
// API and answers with an `AuthResult`. Field names are the form field names.

import type { PowChallenge, PowSolution } from '@brokerage/contracts';

/** What the panel can ask of the site server. */
export const AUTH_INTENTS = ['panel-config', 'current-user', 'check-phone', 'send-phone-code', 'send-email-code', 'slider-challenge', 'slider-verify', 'login-sms', 'login-password', 'login-email'] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** A refusal: the API's code (null when the API could not be reached) and a message in the page's language. */
export interface AuthFailure {
  ok: false;
  code: number | null;
  message: string;
}
export type AuthResult<T extends object = object> = ({ ok: true } & T) | AuthFailure;

/** A calling-code entry of the area picker (config-manager get-country-area). */
export interface PanelArea {
  /** Digits only, e.g. `852`. */
  code: string;
  /** Name in the page's language. */
  name: string;
}

/**
 * The captcha past the free code sends (the site's CAPTCHA_PROVIDER): the API's slider puzzle, or
 * Alibaba Cloud Captcha 2.0's script with its identity prefix (the app key), scene and region.
 */
export type PanelCaptcha = { provider: 'slider' } | { provider: 'aliyun'; prefix: string; sceneId: string; region: 'cn' | 'sgp' };

/** What the panel needs before it can be used: the area list and the RSA keys for encryption. */
export interface PanelConfig {
  /** Unset: the slider. */
  captcha?: PanelCaptcha;
  /** The API's list, or the built-in one when the call failed (spec 8). */
  areas: PanelArea[];
  /** PEM public keys from common_config `rsa_public_keys`; empty when the call failed (the panel uses its built-in keys). */
  rsaPublicKeys: string[];
}

/** The signed-in user as the panel shows it (nickname, welcome back). */
export interface PanelUser {
  nickname: string;
  avatar: string;
  /** A verified account holder (the user contract's authUser): decides a `pgc` jump. */
  authUser: boolean;
}

export interface SliderPuzzle {
  challengeId: string;
  /** Work to do while the visitor drags (the API's CAPTCHA_POW_*); null when none is asked. */
  pow: PowChallenge | null;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}

/** `[ms since the puzzle appeared, left edge px]` points of the piece's move, oldest first. */
export type SliderTrail = Array<[number, number]>;

/** Where to go after a login; the server keeps only same-site paths (anything else: the home page). */
export interface JumpInput {
  jump?: string;
}

export interface LoginSuccess {
  user: PanelUser | null;
  /** Same-site path to navigate to (already checked by the server). */
  redirectTo: string;
  /** True when this login registered the phone (then the thank-you page follows on sta-regform). */
  isNewUser: boolean;
}

/** Fields a form posted without JavaScript shows again after the answer (never the password). */
export interface EchoedFields {
  area: string;
  phone: string;
  email: string;
  invite: string;
}

/**
 * What the registration page gets back from a form posted without JavaScript (a document post to
 * `sta-regform`): the intent, its result and the fields to fill in again. A login answers with a
 * redirect instead.
 */
export interface DocumentAnswer {
  intent: AuthIntent;
  result: AuthResult<{ captcha?: string | null }>;
  fields: EchoedFields;
}

/**
 * The panel's view of the auth action. One implementation posts with Remix fetchers (the sites),
 * another is a fake in tests and stories.
 */
export interface AuthTransport {
  panelConfig(): Promise<AuthResult<PanelConfig>>;
  /** The signed-in user of the session cookie (after a login whose answer had none). */
  currentUser(): Promise<AuthResult<{ user: PanelUser }>>;
  checkPhone(input: { areaCode: string; phoneNumber: string }): Promise<AuthResult<{ registered: boolean }>>;
  /** `key` 2 with `graphCaptcha` after the slider captcha (code 400). `captcha` is the code itself in sit/uat, else null. */
  sendPhoneCode(input: { areaCode: string; phoneNumber: string; key: 1 | 2; graphCaptcha?: string }): Promise<AuthResult<{ captcha: string | null }>>;
  /** `email` encrypted with an RSA key. */
  sendEmailCode(input: { email: string }): Promise<AuthResult<{ captcha: string | null }>>;
  sliderChallenge(): Promise<AuthResult<{ puzzle: SliderPuzzle }>>;
  /** `x`: where the piece was dropped; `trail`: how it got there (the API refuses moves no hand makes); `pow`: the puzzle's solved work. */
  sliderVerify(input: { challengeId: string; x: number; trail: SliderTrail; pow?: PowSolution }): Promise<AuthResult<{ captchaToken: string }>>;
  /** SMS login (registers a new phone). `email` encrypted (HK new users). */
  loginSms(
    input: JumpInput & { areaCode: string; phoneNumber: string; captcha: string; inviteCode?: string; email?: string; /** The page's query string (`?rgdim_src=…`): registration attribution. */ pageQuery?: string },
  ): Promise<AuthResult<LoginSuccess>>;
  /** `password` encrypted. */
  loginPassword(input: JumpInput & { areaCode: string; phoneNumber: string; password: string }): Promise<AuthResult<LoginSuccess>>;
  /** `email` encrypted. */
  loginEmail(input: JumpInput & { email: string; captcha: string }): Promise<AuthResult<LoginSuccess>>;
}
