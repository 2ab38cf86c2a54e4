// A stand-in for the site's auth action, for the panel's tests and stories (never shipped).
import type { Lang } from '@brokerage/domain';
import type { AuthFailure, AuthTransport, LoginSuccess, PanelUser, SliderPuzzle } from '../transport';
import { builtInAreas } from '../lib/areas';

export const SAMPLE_USER: PanelUser = { nickname: 'Chan Tai Man', avatar: '', authUser: false };
/** The code a sit/uat API returns with a sent code. */
export const SAMPLE_CODE = '246810';

export const failure = (code: number | null, message = ''): AuthFailure => ({ ok: false, code, message });

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A 320 × 160 puzzle whose gap is at x = 180, drawn in SVG so stories need no network. */
export const SAMPLE_PUZZLE: SliderPuzzle = {
  challengeId: 'sample-challenge-0001',
  width: 320,
  height: 160,
  pieceSize: 48,
  pieceY: 56,
  // Stories and component tests need no work; the solver has its own test (proof-of-work.spec.ts).
  pow: null,
  background: svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3f6fb0"/><stop offset="1" stop-color="#e0a458"/></linearGradient></defs>' +
      '<rect width="320" height="160" fill="url(#g)"/><circle cx="70" cy="40" r="30" fill="#ffffff" opacity="0.25"/><circle cx="250" cy="120" r="40" fill="#0c3c8f" opacity="0.3"/>' +
      '<rect x="180" y="56" width="48" height="48" fill="#000000" opacity="0.55" stroke="#ebebeb" stroke-width="2"/></svg>',
  ),
  piece: svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><defs><linearGradient id="p" x2="1" y2="1"><stop offset="0" stop-color="#8d8e8b"/><stop offset="1" stop-color="#b7976b"/></linearGradient></defs>' +
      '<rect width="48" height="48" fill="url(#p)" stroke="#ffffff" stroke-width="4"/></svg>',
  ),
};

export const SAMPLE_LOGIN: LoginSuccess = { user: SAMPLE_USER, redirectTo: '/en', isNewUser: false };

/** Never answers: shows the panel while a request is under way. */
export const pending = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * A transport whose calls all succeed (sit-like: sent codes come back), with the panel's areas in
 * `lang`; pass replacements for the calls a test or story wants to fail or hold.
 */
export function fakeTransport(overrides: Partial<AuthTransport> = {}, { lang = 'en' as Lang, rsaPublicKeys = [] as string[] } = {}): AuthTransport {
  return {
    panelConfig: async () => ({ ok: true, areas: builtInAreas(lang), rsaPublicKeys }),
    currentUser: async () => ({ ok: true, user: SAMPLE_USER }),
    checkPhone: async () => ({ ok: true, registered: false }),
    sendPhoneCode: async () => ({ ok: true, captcha: SAMPLE_CODE }),
    sendEmailCode: async () => ({ ok: true, captcha: SAMPLE_CODE }),
    sliderChallenge: async () => ({ ok: true, puzzle: SAMPLE_PUZZLE }),
    sliderVerify: async () => ({ ok: true, captchaToken: 'slider-token' }),
    loginSms: async () => ({ ok: true, ...SAMPLE_LOGIN }),
    loginPassword: async () => ({ ok: true, ...SAMPLE_LOGIN }),
    loginEmail: async () => ({ ok: true, ...SAMPLE_LOGIN }),
    ...overrides,
  };
}
