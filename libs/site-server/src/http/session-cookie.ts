import { createCookie, type Cookie } from '@remix-run/node';
import type { AppEnv } from '../env';

/** Spec 3 and decisions: the session lasts 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * In `pro` the `__Host-` prefix makes browsers refuse the cookie unless it is Secure, host-only
 * and for path `/`, so no subdomain or plain-http page can plant or shadow a session.
 */
export const sessionCookieName = (appEnv: AppEnv): string => (appEnv === 'pro' ? '__Host-session' : 'session');

/** Tokens the API issues are opaque random strings; anything else in the cookie is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export const isPlausibleToken = (value: unknown): value is string => typeof value === 'string' && TOKEN_PATTERN.test(value);

const cookies = new Map<AppEnv, Cookie>();

/** The session cookie: HttpOnly (page scripts never see the token), SameSite=Lax, Secure in `pro`, 30 days. */
export const sessionCookie = (appEnv: AppEnv): Cookie => {
  let cookie = cookies.get(appEnv);
  if (!cookie) {
    cookie = createCookie(sessionCookieName(appEnv), {
      httpOnly: true,
      sameSite: 'lax',
      secure: appEnv === 'pro',
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    cookies.set(appEnv, cookie);
  }
  return cookie;
};

/** The visitor's session token from the request's cookie, or null when there is none or it is malformed. */
export const readSessionToken = async (request: Request, appEnv: AppEnv): Promise<string | null> => {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  const value: unknown = await sessionCookie(appEnv).parse(header);
  return isPlausibleToken(value) ? value : null;
};

/** Set-Cookie header value that stores `token` as the session (after a login). */
export const commitSessionToken = (token: string, appEnv: AppEnv): Promise<string> => {
  if (!isPlausibleToken(token)) throw new TypeError('commitSessionToken: the token is not a session token issued by the API');
  return sessionCookie(appEnv).serialize(token);
};

/** Set-Cookie header value that ends the session (logout, or a token the API rejected). */
export const clearSessionToken = (appEnv: AppEnv): Promise<string> => sessionCookie(appEnv).serialize('', { maxAge: 0, expires: new Date(0) });
