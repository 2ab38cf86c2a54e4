import { contentEndpoints, configManagerEndpoints, registerAttributionSchema, userServerEndpoints, type User } from '@brokerage/contracts';
import { createBrokerApi } from './broker-api';
import { REGISTER_ATTRIBUTION_HEADER, registerAttributionHeaders } from './register-attribution';
import { sendJson, startTestServer, type RecordedRequest, type TestServer } from '../testing/http-test-server';

/** Query object as the API's parser builds it: a repeated key becomes a list. */
const parsedQuery = (request: RecordedRequest) => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(request.query.keys())) {
    const values = request.query.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
};

const defined = <T>(schema: T | undefined): T => {
  if (schema === undefined) throw new Error('the contract lost a schema this test relies on');
  return schema;
};

const user: User = {
  uuid: 'u-1',
  avatar: '',
  nickname: 'Chan',
  areaCode: '852',
  phoneNumber: '51234567',
  grayStatusBit: '0',
  authUser: false,
  authUserAuditStatus: 0,
  authUserIsSubmitRecord: false,
  email: '',
  guideAccountFlag: true,
  userQuotaInfo: { token: 'q' },
};

let server: TestServer;
let answer: unknown;

beforeEach(async () => {
  answer = null;
  server = await startTestServer((_request, response) => sendJson(response, { code: 0, msg: 'success', data: answer }));
});

afterEach(async () => {
  await server.close();
});

const api = () => createBrokerApi({ baseURL: server.url, lang: 'zh-hk', district: 'hk', responseValidation: 'reject' });

describe('what the client sends parses with the contract the API validates against', () => {
  it('GET query with a list and flags (page meta)', async () => {
    answer = { items: {} };
    await api().content.pageMeta({ type: 'meta', time_check: false, platform_check: true, key_ids: ['home', 'news-list'] });
    const parsed = defined(contentEndpoints.pageMeta.query).parse(parsedQuery(server.requests[0]));
    expect(parsed).toEqual({ type: 'meta', time_check: false, platform_check: true, key_ids: ['home', 'news-list'] });
  });

  it('form body (select-protocol-info)', async () => {
    answer = { list: [], total: 0 };
    await api().configManager.selectProtocolInfo({ types: 'user-agreement,privacy-policy', lang: 'en' });
    const request = server.requests[0];
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const parsed = defined(configManagerEndpoints.selectProtocolInfo.body).parse(Object.fromEntries(new URLSearchParams(request.body)));
    expect(parsed).toEqual({ types: ['user-agreement', 'privacy-policy'], lang: 'en' });
  });

  it('JSON body and attribution header of web-register-login, and its answer checked against the contract', async () => {
    answer = { token: 'opaque-token', user, isNewUser: true };
    const body = { areaCode: '+852', phoneNumber: '5123 4567', captcha: '123456', source: 11 } as const;
    const headers = registerAttributionHeaders(new URLSearchParams('activity-id=88&rgdim_channel=媒體'), 'hk');
    const result = await api().userServer.webRegisterLogin(body, { headers });
    expect(result).toEqual({ token: 'opaque-token', user, isNewUser: true });

    const request = server.requests[0];
    expect(defined(userServerEndpoints.webRegisterLogin.body).parse(JSON.parse(request.body))).toMatchObject({ areaCode: '852', phoneNumber: '51234567' });
    const attribution = registerAttributionSchema.parse(JSON.parse(request.headers[REGISTER_ATTRIBUTION_HEADER.toLowerCase()] as string));
    expect(attribution).toEqual({ 'register-cid': 'usmart-hk', 'register-ct': 1, 'activity-id': '88', rgdim_channel: '媒體' });
  });

  it('rejects a login answer that breaks the contract outside production', async () => {
    answer = { token: 'opaque-token', user: { ...user, authUser: 'no' }, isNewUser: true };
    await expect(api().userServer.passwordLogin({ areaCode: '852', phoneNumber: '51234567', password: 'A'.repeat(344) })).rejects.toMatchObject({
      name: 'ResponseContractError',
      endpoint: 'passwordLogin',
    });
  });
});
