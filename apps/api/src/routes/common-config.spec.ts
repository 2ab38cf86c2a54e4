import { createPublicKey } from 'node:crypto';
import { CODES, commonConfigEndpoints as cc } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../testing/call';
import { describeEachDatabase } from '../testing/test-app';

describeEachDatabase('common config and slider captcha', (getApp) => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = getApp();
  });

  it('publishes the RSA public keys as PEM, 2048 bits or more', async () => {
    const result = await call(app, cc.queryCommonConfig, { query: { key: 'rsa_public_keys' } });
    expect(result.code).toBe(0);
    expect(Object.keys(result.data)).toEqual(['rsa_public_keys']);
    expect(result.data.rsa_public_keys).toHaveLength(2);
    for (const pem of result.data.rsa_public_keys) {
      expect(createPublicKey(pem).asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    }
  });

  it('answers several keys at once from the common_config table and leaves unknown keys out', async () => {
    const result = await call(app, cc.queryCommonConfig, { query: { key: 'email_suggest_hosts, captcha_resend_seconds,no_such_key' } });
    expect(result.data).toEqual({ email_suggest_hosts: expect.arrayContaining(['gmail.com']), captcha_resend_seconds: 60 });
  });

  it('rejects a missing or malformed key', async () => {
    for (const query of [{}, { key: '' }, { key: 'DROP TABLE' }]) {
      expect(await call(app, cc.queryCommonConfig, { query })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
    }
  });

  it('draws slider challenges as PNG images with the piece inside the picture', async () => {
    const challenge = await call(app, cc.sliderCaptchaChallenge, { remoteAddress: '203.0.113.50' });
    expect(challenge).toMatchObject({ code: 0, data: { width: 320, height: 160, pieceSize: 48 } });
    for (const image of [challenge.data.background, challenge.data.piece]) {
      const png = Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64');
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    expect(challenge.data.pieceY).toBeGreaterThanOrEqual(0);
    expect(challenge.data.pieceY + 48).toBeLessThanOrEqual(160);
  });

  it('limits challenges per network per minute', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 31; index += 1) codes.push((await call(app, cc.sliderCaptchaChallenge, { remoteAddress: '203.0.113.51' })).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(30);
    expect(codes[30]).toBe(CODES.TOO_MANY_REQUESTS);
  });

  it('rejects unknown challenges and bad answers', async () => {
    expect((await call(app, cc.sliderCaptchaVerify, { body: { challengeId: 'x'.repeat(43), x: 100 } })).code).toBe(CODES.CAPTCHA_INVALID);
    for (const body of [{ challengeId: 'x'.repeat(43) }, { challengeId: 'x'.repeat(43), x: '100' }, { challengeId: 'x'.repeat(43), x: -1 }]) {
      expect(await call(app, cc.sliderCaptchaVerify, { body })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
    }
  });
});
