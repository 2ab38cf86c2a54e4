import { registerAttributionSchema } from '@brokerage/contracts';
import { createApiClient } from './api-client';
import {
  buildRegisterAttribution,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  MAX_RGDIM_PARAMETERS,
  REGISTER_ATTRIBUTION_HEADER,
  registerAttributionHeaders,
} from './register-attribution';
import { startTestServer } from '../testing/http-test-server';

describe('buildRegisterAttribution', () => {
  it.each([
    ['hk', 'usmart-hk'],
    ['mainland', 'usmart-mainland'],
  ] as const)('defaults register-cid to usmart-%s and register-ct to 1 without parameters', (district, cid) => {
    expect(buildRegisterAttribution(new URLSearchParams(), district)).toEqual({ 'register-cid': cid, 'register-ct': 1 });
  });

  it('takes every attribution parameter and every rgdim_ parameter from the query string, nothing else', () => {
    const params = new URLSearchParams(
      'register-cid=partner-x&register-ct=3&gift-code=NEW2026&shareId=s-9&bizId=b-1&activity-id=42&rgdim_source=news&rgdim_medium=banner&utm_source=ad&lang=en',
    );
    expect(buildRegisterAttribution(params, 'hk')).toEqual({
      'register-cid': 'partner-x',
      'register-ct': 3,
      'gift-code': 'NEW2026',
      shareId: 's-9',
      bizId: 'b-1',
      'activity-id': '42',
      rgdim_source: 'news',
      rgdim_medium: 'banner',
    });
  });

  it('leaves empty and blank parameters out and trims the rest', () => {
    const params = new URLSearchParams('register-cid=%20%20&gift-code=&shareId=%20abc%20&rgdim_empty=&rgdim_ok=%20x%20');
    expect(buildRegisterAttribution(params, 'hk')).toEqual({ 'register-cid': 'usmart-hk', 'register-ct': 1, shareId: 'abc', rgdim_ok: 'x' });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '99999999999', '２'])('falls back to register-ct 1 for %p', (value) => {
    expect(buildRegisterAttribution(new URLSearchParams({ 'register-ct': value }), 'hk')['register-ct']).toBe(1);
  });

  it('keeps the first usable value of a repeated parameter', () => {
    const params = new URLSearchParams('gift-code=A&gift-code=B&rgdim_x=1&rgdim_x=2');
    expect(buildRegisterAttribution(params, 'hk')).toMatchObject({ 'gift-code': 'A', rgdim_x: '1' });
  });

  it('leaves out values that are too long and caps the number of rgdim_ parameters', () => {
    const params = new URLSearchParams({ 'gift-code': 'g'.repeat(MAX_ATTRIBUTION_VALUE_LENGTH + 1), bizId: 'b'.repeat(MAX_ATTRIBUTION_VALUE_LENGTH) });
    for (let index = 0; index < MAX_RGDIM_PARAMETERS + 5; index += 1) params.append(`rgdim_${index}`, String(index));
    const attribution = buildRegisterAttribution(params, 'hk');
    expect(attribution).not.toHaveProperty('gift-code');
    expect(attribution.bizId).toHaveLength(MAX_ATTRIBUTION_VALUE_LENGTH);
    expect(Object.keys(attribution).filter((key) => key.startsWith('rgdim_'))).toHaveLength(MAX_RGDIM_PARAMETERS);
  });

  it('leaves out rgdim_ names the API would refuse', () => {
    const params = new URLSearchParams({ rgdim_: 'empty-name', 'rgdim_a.b': 'dot', rgdim_中文: 'cjk', [`rgdim_${'x'.repeat(65)}`]: 'long', 'rgdim_ok-1': 'kept', RGDIM_upper: 'case' });
    expect(buildRegisterAttribution(params, 'hk')).toEqual({ 'register-cid': 'usmart-hk', 'register-ct': 1, 'rgdim_ok-1': 'kept' });
  });

  it('always builds what the API accepts (registerAttributionSchema), whatever the link carries', () => {
    const params = new URLSearchParams({ 'register-cid': 'c'.repeat(300), 'register-ct': 'x', 'activity-id': '  7 ' });
    for (let index = 0; index < 30; index += 1) params.append(`rgdim_k${index}`, 'v'.repeat(index * 20));
    params.append('rgdim_bad name', 'x');
    const attribution = buildRegisterAttribution(params, 'mainland');
    expect(registerAttributionSchema.safeParse(attribution).success).toBe(true);
    expect(attribution['register-cid']).toBe('usmart-mainland');
    expect(attribution['activity-id']).toBe('7');
  });

  it('refuses an unknown district', () => {
    expect(() => buildRegisterAttribution(new URLSearchParams(), 'sg' as 'hk')).toThrow(/unknown district sg/);
  });
});

describe('registerAttributionHeaders', () => {
  it('names the header X-Register-Attribution', () => {
    expect(REGISTER_ATTRIBUTION_HEADER).toBe('X-Register-Attribution');
  });

  it('carries non-ASCII values over the wire as valid JSON that parses back to the same text', async () => {
    const server = await startTestServer();
    try {
      const params = new URLSearchParams({ rgdim_campaign: '新春開戶 🎉', shareId: 'line\nbreak' });
      const headers = registerAttributionHeaders(params, 'hk');
      expect(headers[REGISTER_ATTRIBUTION_HEADER]).toMatch(/^[\x20-\x7e]+$/);
      await createApiClient({ baseURL: server.url, lang: 'zh-hk', district: 'hk' }).userServer.request({ method: 'POST', url: '/r', data: {}, headers });
      const received = JSON.parse(server.requests[0].headers['x-register-attribution'] as string);
      expect(received).toEqual({ 'register-cid': 'usmart-hk', 'register-ct': 1, shareId: 'line\nbreak', rgdim_campaign: '新春開戶 🎉' });
    } finally {
      await server.close();
    }
  });
});
