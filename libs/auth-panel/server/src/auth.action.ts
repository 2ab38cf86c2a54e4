import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { isEnvelope, registerAttributionHeaders, type BrokerApi } from '@brokerage/api-client';
import type { AuthFailure, AuthIntent, AuthResult, DocumentAnswer, EchoedFields, LoginSuccess, PanelConfig, PanelUser } from '@brokerage/auth-panel';
import { CODE_TYPE, LOGIN_SOURCE, type LoginResult, type User } from '@brokerage/contracts';
import { langOfPath, pagePath, safeJumpTarget, type Lang } from '@brokerage/domain';
import { createI18n } from '@brokerage/i18n';
import { commitSessionToken, isDocumentRequest, logger, readSessionToken, requestApi, siteContextOf } from '@brokerage/site-server';
import { parseAuthForm, type AuthRequest } from './auth-input';
import { apiFailure, failureStatus, invalidInput } from './auth-failure';
import { authMessages } from './auth-messages';
import { loadPanelConfig } from './panel-config';

interface ActionScope {
  request: Request;
  context: AppLoadContext;
  lang: Lang;
  api: BrokerApi;
}

/** What an intent gave: an answer for the panel, or a login to turn into a session. */
type Outcome = { kind: 'answer'; body: object } | { kind: 'login'; login: LoginResult; isNewUser: boolean; jump: string | undefined };

const answer = (body: object): Outcome => ({ kind: 'answer', body });

const langOfRequest = (request: Request, context: AppLoadContext): Lang => langOfPath(siteContextOf(context).site, new URL(request.url).pathname);

const panelConfigOf = async ({ api, lang, context }: Pick<ActionScope, 'api' | 'lang' | 'context'>): Promise<PanelConfig> => {
  const { env, site } = siteContextOf(context);
  const config = await loadPanelConfig(api, lang, (source, reason) =>
    logger.warn('Register/login panel config unavailable, using its fallback', { source, district: site.district, lang, error: reason }),
  );
  const captcha = env.CAPTCHA;
  // The site's CAPTCHA_PROVIDER: with aliyun the panel loads its script (the CSP allows it then only).
  return captcha.provider === 'aliyun' ? { ...config, captcha: { provider: 'aliyun', prefix: captcha.appKey, sceneId: captcha.scene, region: captcha.region } } : config;
};

const panelUserFrom = ({ nickname, avatar, authUser }: User): PanelUser => ({ nickname, avatar, authUser });

/** One API call per intent (transport.ts); rejects as the API client does. */
const perform = async ({ intent, input }: AuthRequest, scope: ActionScope): Promise<Outcome> => {
  const { api, context } = scope;
  const { env, site } = siteContextOf(context);
  // Outside production the API returns the code it sent, which the panel prefills; never in production.
  const revealed = (captcha: string | undefined) => (env.APP_ENV === 'pro' ? null : (captcha ?? null));
  switch (intent) {
    case 'panel-config':
      return answer(await panelConfigOf(scope));
    case 'current-user':
      return answer({ user: panelUserFrom(await api.userServer.getCurrentUser()) });
    case 'check-phone':
      return answer({ registered: (await api.userServer.checkPhone(input)).registered });
    case 'send-phone-code':
      return answer({ captcha: revealed((await api.userServer.sendPhoneCaptcha({ ...input, type: CODE_TYPE })).captcha) });
    case 'send-email-code':
      return answer({ captcha: revealed((await api.userServer.sendEmailCaptcha({ email: input.email, type: CODE_TYPE })).captcha) });
    case 'slider-challenge':
      return answer({ puzzle: await api.commonConfig.sliderCaptchaChallenge() });
    case 'slider-verify':
      return answer({ captchaToken: (await api.commonConfig.sliderCaptchaVerify(input)).captchaToken });
    case 'login-sms': {
      const { pageQuery, jump, ...body } = input;
      const attribution = registerAttributionHeaders(new URLSearchParams(pageQuery), site.district);
      const { isNewUser, ...login } = await api.userServer.webRegisterLogin({ ...body, source: LOGIN_SOURCE }, { headers: attribution });
      return { kind: 'login', login, isNewUser, jump };
    }
    case 'login-password': {
      const { jump, ...body } = input;
      return { kind: 'login', login: await api.userServer.passwordLogin(body), isNewUser: false, jump };
    }
    case 'login-email': {
      const { jump, email, captcha } = input;
      return { kind: 'login', login: await api.userServer.orgEmailCaptchaLogin({ email, captcha, captchaType: CODE_TYPE }), isNewUser: false, jump };
    }
  }
};

/**
 * Spec 4: after a login the user is fetched, with the new session; a failure is ignored (the frame
 * fetches the user again with the next page).
 */
const panelUserOf = async ({ request, context, lang }: ActionScope, login: LoginResult): Promise<PanelUser | null> => {
  try {
    const api = await requestApi({ request, context, lang, token: login.token, user: login.user });
    return panelUserFrom(await api.userServer.getCurrentUser());
  } catch (error) {
    logger.warn('The user could not be fetched after a login', { district: siteContextOf(context).site.district, lang, error });
    return null;
  }
};

/**
 * A login from a browser that still held a session replaces its cookie; the session it replaces is
 * ended at the API too, or its token would stay valid for anyone who had copied it. A failure is
 * logged: the new login stands.
 */
const endPreviousSession = async ({ request, context, lang }: ActionScope, token: string): Promise<void> => {
  try {
    await (await requestApi({ request, context, lang, token, user: null })).userServer.logout();
  } catch (error) {
    logger.warn('The session a login replaced could not be ended at the API', { district: siteContextOf(context).site.district, error });
  }
};

/**
 * A login: the new session in the HttpOnly cookie, then where to go. The panel (a fetcher) gets
 * LoginSuccess; a form posted without JavaScript is sent on to the page itself (303), whose frame
 * fetches the user anyway.
 */
const completeLogin = async (scope: ActionScope, { login, isNewUser, jump }: Extract<Outcome, { kind: 'login' }>) => {
  const { env, site } = siteContextOf(scope.context);
  const previous = await readSessionToken(scope.request, env.APP_ENV);
  if (previous && previous !== login.token) await endPreviousSession(scope, previous);
  const headers = { 'Set-Cookie': await commitSessionToken(login.token, env.APP_ENV) };
  const redirectTo = safeJumpTarget(site, scope.lang, jump);
  // Without JavaScript the form was on sta-regform: a new user goes on to the thank-you page there too.
  if (isDocumentRequest(scope.request)) return redirect(isNewUser ? pagePath(site, scope.lang, THANK_YOU_PAGE) : redirectTo, { status: 303, headers });
  const success: { ok: true } & LoginSuccess = { ok: true, user: await panelUserOf(scope, login), redirectTo, isNewUser };
  return data(success, { headers });
};

/** The registration page after a registration (the panel's own pages). */
const THANK_YOU_PAGE = 'newreg-thankyou';

/** Longest echoed field: longer input was refused anyway and is not worth showing again. */
const MAX_ECHOED_LENGTH = 128;

/** What the visitor typed, to fill the form in again after a post without JavaScript (no password). */
const echoedFields = (form: FormData | null): EchoedFields => {
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_ECHOED_LENGTH) : '';
  };
  return { area: field('areaCode'), phone: field('phoneNumber'), email: field('email').includes('@') ? field('email') : '', invite: field('inviteCode') };
};

/**
 * The answer for the panel's script as is; for a form posted without JavaScript, the page's action
 * data: the result with the intent and the fields to show again.
 */
const answerFor = (request: Request, form: FormData | null, result: AuthResult, init?: ResponseInit) => {
  if (!isDocumentRequest(request)) return data(result, init);
  const intent = form?.get('intent');
  const answer: DocumentAnswer = { intent: (typeof intent === 'string' ? intent : 'panel-config') as AuthIntent, result, fields: echoedFields(form) };
  return data(answer, init);
};

const readForm = async (request: Request): Promise<FormData | null> => {
  try {
    return await request.formData();
  } catch {
    return null;
  }
};

/**
 * `POST {base}/{lang}/sta-regform`: everything the register/login panel asks of the API, one
 * `intent` per post (transport.ts), answered with an AuthResult in the page's language. Fields
 * are checked here first; no failure becomes a 500 or shows what went wrong inside. Posts from
 * other sites never get here (the site server refuses cross-site writes).
 */
export const authAction = async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  const lang = langOfRequest(request, context);
  const i18n = createI18n(lang);
  const form = await readForm(request);
  const fail = (failure: AuthFailure) => answerFor(request, form, failure, { status: failureStatus(failure) });

  const parsed = form ? parseAuthForm(form) : { ok: false as const, message: authMessages.badRequest };
  if (!parsed.ok) return fail(invalidInput(i18n, parsed.message));

  // The panel's calls are a visitor's (a code, a login): an earlier session's user is not asked for.
  const scope: ActionScope = { request, context, lang, api: await requestApi({ request, context, lang, user: null }) };
  try {
    const outcome = await perform(parsed.request, scope);
    return outcome.kind === 'login' ? await completeLogin(scope, outcome) : answerFor(request, form, { ok: true, ...outcome.body });
  } catch (reason) {
    // A refusal is the API's answer; anything else (no answer, a broken contract, a bug) is ours to look into.
    if (!isEnvelope(reason)) logger.error('Register/login request failed', { intent: parsed.request.intent, district: siteContextOf(context).site.district, lang, error: reason });
    return fail(apiFailure(i18n, reason));
  }
};

/** The registration page's data: the panel config, so its form is complete on the first render (JavaScript or not). */
export const authLoader = async ({ request, context }: LoaderFunctionArgs) => {
  const lang = langOfRequest(request, context);
  return panelConfigOf({ api: await requestApi({ request, context, lang }), lang, context });
};

/**
 * The same action answering plain JSON, for the panel's script (`createFetchTransport`). Mounted as
 * a resource route, a panel call neither goes through Remix's data protocol nor reloads the page's
 * data; after a login the panel navigates, which does.
 */
export const authApiAction = async (args: ActionFunctionArgs): Promise<Response> => {
  const answer: unknown = await authAction(args);
  if (answer instanceof Response) return answer;
  // Otherwise Remix's `data(body, init)`.
  const { data: body, init } = answer as { data: unknown; init: ResponseInit | null };
  return Response.json(body, init ?? undefined);
};
