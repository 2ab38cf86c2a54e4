import { createBrokerApi, isEnvelope, isTokenInvalid } from '@brokerage/api-client';
import { CODES, CODE_TYPE, LOGIN_SOURCE, type District } from '@brokerage/contracts';
import { commitSessionToken } from '@brokerage/site-server';
import { constants, publicEncrypt } from 'node:crypto';
import type { BrowserContextOptions } from 'playwright-core';
import { originOf } from './sites';

/** Demo accounts the API seeds in sit (see the README): both log in with an SMS code. */
export const DEMO_PHONES = {
  /** 'Demo Investor': account opened, the open-account guide does not apply. */
  accountOpened: { areaCode: '852', phoneNumber: '51234567' },
  /** No securities account yet: the open-account guide applies. */
  noAccount: { areaCode: '852', phoneNumber: '51234568' },
} as const;

export type DemoPhone = (typeof DEMO_PHONES)[keyof typeof DEMO_PHONES];

/**
 * Logs in through the real API as a browser's login panel would: sends an SMS code (in sit the API
 * returns it in `data.captcha`) and logs in with it. Returns the session token. A phone gets a new
 * code only once a minute and other suites send codes to the demo phones too, so a refusal for
 * that reason waits out the `retryAfter` seconds the API names and asks once more.
 */
export async function loginThroughApi(district: District, { areaCode, phoneNumber }: DemoPhone): Promise<string> {
  const api = createBrokerApi({ baseURL: originOf('api'), lang: 'en', district });
  const sendCode = () => api.userServer.sendPhoneCaptcha({ areaCode, phoneNumber, type: CODE_TYPE, key: 1 });
  const { captcha } = await sendCode().catch(async (reason: unknown) => {
    if (!isEnvelope(reason) || reason.code !== CODES.CODE_COOLDOWN) throw reason;
    const retryAfterSeconds = Number((reason.data as { retryAfter?: unknown } | null)?.retryAfter ?? 60);
    await new Promise((resolve) => setTimeout(resolve, (retryAfterSeconds + 1) * 1000));
    return sendCode();
  });
  if (!captcha) throw new Error('the API did not return the SMS code: is it running with APP_ENV=sit?');
  const { token } = await api.userServer.webRegisterLogin({ areaCode, phoneNumber, captcha, source: LOGIN_SOURCE });
  return token;
}

/** The password of the demo account with an opened account (README: demo accounts). */
const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * Logs the demo account with an opened account in with its password, encrypted as the panel does
 * (RSA-OAEP, SHA-256, with the API's published key). Unlike an SMS login it sends no code, so
 * suites can log in as often as they like. Returns the session token.
 */
export async function loginWithPasswordThroughApi(district: District): Promise<string> {
  const api = createBrokerApi({ baseURL: originOf('api'), lang: 'en', district });
  const { rsa_public_keys: [publicKey] = [] } = await api.commonConfig.queryCommonConfig({ key: 'rsa_public_keys' });
  if (!publicKey) throw new Error('the API published no RSA public key');
  const password = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(DEMO_PASSWORD, 'utf8')).toString('base64');
  const { token } = await api.userServer.passwordLogin({ ...DEMO_PHONES.accountOpened, password });
  return token;
}

/**
 * Browser-context storage holding `token` in the session cookie exactly as the site server sets
 * it after a login (HttpOnly, SameSite=Lax), for the site at `origin`.
 */
export async function sessionStorageState(origin: string, token: string): Promise<NonNullable<Exclude<BrowserContextOptions['storageState'], string>>> {
  const [nameAndValue] = (await commitSessionToken(token, 'sit')).split(';');
  const separator = nameAndValue.indexOf('=');
  return {
    cookies: [
      {
        name: nameAndValue.slice(0, separator),
        value: nameAndValue.slice(separator + 1),
        domain: new URL(origin).hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  };
}

/** Whether the API still accepts `token` (after a logout it must answer 300101). */
export async function isSessionValid(district: District, token: string): Promise<boolean> {
  const api = createBrokerApi({ baseURL: originOf('api'), lang: 'en', district, token });
  try {
    await api.userServer.getCurrentUser();
    return true;
  } catch (error) {
    if (isTokenInvalid(error)) return false;
    throw error;
  }
}
