import type { BrokerApi } from '@brokerage/api-client';
import { CODES, type User } from '@brokerage/contracts';
import type { AppLoadContext } from '@remix-run/node';
import { district } from '@brokerage/hk-district';
import { currentUserOf } from '../api/current-user';
import { parseSiteEnv } from '../env';
import { logger } from '../logger';
import { requestApi } from '../api/request-api';
import { loadShellState } from './shell';
import { clearSharedContent } from '../api/request-api';
import { ok, startStubApi } from '../testing';

const user = { uuid: '5f0b6c1e-8c2a-4f5e-9d0b-2f7c1a9e4b31', nickname: 'Chan Tai Man' } as User;

/** The load context of one request; the API is unreachable, so the frame's other calls fall back. */
const requestContext = (): AppLoadContext => ({
  env: parseSiteEnv('hk', { API_URL: 'http://127.0.0.1:9' }),
  site: district,
  clientIp: '203.0.113.7',
  cspNonce: 'test-nonce',
  sitemapPages: [],
  regionOfIp: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')),
});

/** A client whose get-current-user answers with `answer`, counting its calls. */
const apiAnswering = (answer: () => Promise<User>) => {
  const getCurrentUser = jest.fn(answer);
  return { api: { userServer: { getCurrentUser } } as unknown as BrokerApi, getCurrentUser };
};

describe('currentUserOf', () => {
  it('asks the API once per request, whichever loader asks first', async () => {
    const first = apiAnswering(() => Promise.resolve(user));
    const second = apiAnswering(() => Promise.resolve(user));
    const context = requestContext();
    await expect(currentUserOf(context, first.api)).resolves.toBe(user);
    await expect(currentUserOf(context, second.api)).resolves.toBe(user);
    expect(first.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(second.getCurrentUser).not.toHaveBeenCalled();

    await currentUserOf(requestContext(), second.api);
    expect(second.getCurrentUser).toHaveBeenCalledTimes(1);
  });
});

describe('loadShellState', () => {
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reports a rejected session when the page loader made the shared current-user call with its own client', async () => {
    const context = requestContext();
    const request = new Request('http://localhost:3000/en/sta-login');
    const page = apiAnswering(() => Promise.reject({ code: CODES.TOKEN_INVALID, msg: 'token invalid', data: null }));
    await expect(currentUserOf(context, page.api)).rejects.toMatchObject({ code: CODES.TOKEN_INVALID });

    const api = await requestApi({ request, context, lang: 'en' });
    const { shell, tokenRejected } = await loadShellState({ request, context, lang: 'en', api, hasSession: true });
    expect(tokenRejected).toBe(true);
    expect(shell.user).toBeNull();
    expect(shell.showTokenErrorDialog).toBe(true);
  });

  it('asks for the page head without a validity-window check (spec 7: time_check false, platform_check true)', async () => {
    clearSharedContent();
    const api = await startStubApi((call) => (call.path.endsWith('/page-meta') ? ok({ items: [] }) : undefined));
    try {
      const context = { ...requestContext(), env: parseSiteEnv('hk', { API_URL: api.url }) };
      const request = new Request('http://localhost:3000/en/charges');
      await loadShellState({ request, context, lang: 'en', api: await requestApi({ request, context, lang: 'en' }), hasSession: false });
      const [meta] = api.calls.filter((call) => call.path.endsWith('/page-meta'));
      expect(Object.fromEntries(meta.query)).toMatchObject({ type: 'meta', time_check: 'false', platform_check: 'true', key_ids: 'charges' });
    } finally {
      await api.close();
    }
  });
});

