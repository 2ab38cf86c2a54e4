import type { AuthIntent, AuthResult, AuthTransport } from './transport';

/**
 * The panel's transport in the sites: each call is a same-origin form post of its intent to the
 * site's auth endpoint (`{base}/{lang}/auth`), answered with JSON. The session cookie a login sets
 * is HttpOnly: this code never sees it.
 */
export const createFetchTransport = (url: string): AuthTransport => {
  const post = async <T extends object>(intent: AuthIntent, fields: object = {}): Promise<AuthResult<T>> => {
    const body = new URLSearchParams({ intent });
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.set(name, String(value));
    try {
      const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      return (await response.json()) as AuthResult<T>;
    } catch {
      // No answer (offline, server down): no code, the panel shows its default error.
      return { ok: false, code: null, message: '' };
    }
  };
  return {
    panelConfig: () => post('panel-config'),
    currentUser: () => post('current-user'),
    checkPhone: (input) => post('check-phone', input),
    sendPhoneCode: (input) => post('send-phone-code', input),
    sendEmailCode: (input) => post('send-email-code', input),
    sliderChallenge: () => post('slider-challenge'),
    sliderVerify: ({ trail, pow, ...input }) => post('slider-verify', { ...input, trail: trail.flat().join(','), powCounter: pow?.counter, powKey: pow?.derivedKey }),
    loginSms: (input) => post('login-sms', input),
    loginPassword: (input) => post('login-password', input),
    loginEmail: (input) => post('login-email', input),
  };
};
