import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODES, configManagerEndpoints as cm, FILE_UPLOAD_PATH, userServerEndpoints, type LoginResult } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../testing/call';
import { describeEachDatabase, siteHeaders } from '../testing/test-app';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A multipart body with the credential field first, then one file. */
const multipartBody = (credential: string | null, file: { name: string; type: string; content: Buffer }) => {
  const boundary = '----api-test-boundary';
  const parts: Buffer[] = [];
  if (credential !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="credential"\r\n\r\n${credential}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describeEachDatabase('config-manager', (getApp, context) => {
  let app: FastifyInstance;
  let token: string;
  let ipCount = 0;
  const freshIp = () => `192.0.2.${(ipCount += 1)}`;
  beforeAll(async () => {
    app = getApp();
    const sent = await call(app, userServerEndpoints.sendPhoneCaptcha, { remoteAddress: freshIp(), body: { areaCode: '852', phoneNumber: '66660001', type: 106, key: 1 } });
    const login = await call<LoginResult>(app, userServerEndpoints.webRegisterLogin, {
      body: { areaCode: '852', phoneNumber: '66660001', captcha: sent.data.captcha, source: 11, email: 'api.builder@example.com' },
    });
    token = login.data.token;
  });

  const upload = async (credential: string | null, file = { name: 'licence.pdf', type: 'application/pdf', content: PDF }) => {
    const { payload, headers } = multipartBody(credential, file);
    const response = await app.inject({ method: 'POST', url: FILE_UPLOAD_PATH, payload, headers: { ...headers, ...siteHeaders() } });
    return { status: response.statusCode, ...response.json() };
  };

  describe('ip-info/v1', () => {
    it.each([
      ['114.114.114.114', 'MAINLAND'],
      ['223.5.5.5', 'MAINLAND'],
      ['1.36.1.1', 'HK'],
      ['202.64.1.1', 'HK'],
      ['60.246.1.1', 'MO'],
      ['1.160.1.1', 'TW'],
      ['8.8.8.8', 'US'],
      ['10.0.0.1', 'UNKNOWN'],
      ['2001:db8::1', 'UNKNOWN'],
      // IPv6: China Telecom and China Unicom are mainland, Google's Hong Kong network is not.
      ['240e:3b0::1', 'MAINLAND'],
      ['2408:8000::1', 'MAINLAND'],
      ['2404:6800:4005::1', 'HK'],
      ['::ffff:114.114.114.114', 'MAINLAND'],
    ])('answers %s → %s for a direct client', async (ip, region) => {
      expect(await call(app, cm.ipInfo, { remoteAddress: ip })).toMatchObject({ code: 0, data: { result: region, ip } });
    });

    it('trusts X-Forwarded-For from the loopback proxy (the site server)', async () => {
      const result = await call(app, cm.ipInfo, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '114.114.114.114' } });
      expect(result.data).toEqual({ result: 'MAINLAND', ip: '114.114.114.114' });
      const hk = await call(app, cm.ipInfo, { remoteAddress: '::ffff:127.0.0.1', headers: { 'x-forwarded-for': '1.36.1.1' } });
      expect(hk.data.result).toBe('HK');
    });

    it('ignores a spoofed X-Forwarded-For from an untrusted peer', async () => {
      const result = await call(app, cm.ipInfo, { remoteAddress: '1.36.1.1', headers: { 'x-forwarded-for': '114.114.114.114' } });
      expect(result.data).toEqual({ result: 'HK', ip: '1.36.1.1' });
    });
  });

  describe('open-API application', () => {
    it('starts an application, uploads a document with a single-use permission and submits it', async () => {
      const started = await call(app, cm.openApiUuidGet, { token, remoteAddress: freshIp() });
      expect(started.code).toBe(0);
      const { uuid } = started.data;

      const cred = await call(app, cm.getFileCredApp, { token, query: { uuid } });
      expect(cred).toMatchObject({ code: 0, data: { uploadUrl: FILE_UPLOAD_PATH, maxBytes: 10 * 1024 * 1024, contentTypes: ['application/pdf', 'image/jpeg', 'image/png'] } });
      expect(cred.data.expiresAt).toBe(context().clock.now() + 10 * 60_000);

      const stored = await upload(cred.data.credential, { name: '../../etc/商業登記.pdf', type: 'application/octet-stream', content: PDF });
      expect(stored).toMatchObject({ status: 200, code: 0, data: { fileName: '商業登記.pdf', size: PDF.length, contentType: 'application/pdf' } });
      expect(readFileSync(join(context().config.uploadDir, uuid, stored.data.fileId))).toEqual(PDF);
      expect((await upload(cred.data.credential)).code).toBe(CODES.UPLOAD_CREDENTIAL_INVALID);

      const submitted = await call(app, cm.updateOpenApiInfo, {
        token,
        body: { uuid, type: 'personal', name: 'Api Builder', areaCode: '852', phoneNumber: '66660001', email: 'api.builder@example.com', purpose: 'Automated portfolio rebalancing for my own account.', fileIds: [stored.data.fileId] },
      });
      expect(submitted).toMatchObject({ code: 0, data: { uuid, status: 'submitted' } });
      const row = await app.db.selectFrom('open_api_applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'personal', status: 'submitted' });
      expect(JSON.parse(row.details ?? '{}').fileIds).toEqual([stored.data.fileId]);
    });

    it('lets a visitor apply without a login but needs one for personal and company', async () => {
      const { data } = await call(app, cm.openApiUuidGet, { remoteAddress: freshIp() });
      const visitor = { uuid: data.uuid, type: 'visitor', name: 'Li Wen', email: 'li.wen@example.com', purpose: 'Evaluating market data feeds for a research project.' };
      expect((await call(app, cm.updateOpenApiInfo, { body: visitor })).code).toBe(0);
      const company = {
        uuid: data.uuid,
        type: 'company',
        companyName: 'Kowloon Quant Limited',
        registrationNumber: '3141592',
        contactName: 'Wong Ka Yan',
        areaCode: '852',
        phoneNumber: '66660002',
        email: 'ops@kowloonquant.example',
        purpose: 'Order routing from our execution management system.',
      };
      expect((await call(app, cm.updateOpenApiInfo, { body: company })).code).toBe(CODES.TOKEN_INVALID);
    });

    it("hides another user's application and refuses unknown documents", async () => {
      const { data } = await call(app, cm.openApiUuidGet, { token, remoteAddress: freshIp() });
      expect((await call(app, cm.getFileCredApp, { query: { uuid: data.uuid } })).code).toBe(CODES.NOT_FOUND);
      expect((await call(app, cm.getFileCredApp, { token, query: { uuid: '6f1d3c2a-1b2c-4d5e-8f90-123456789abc' } })).code).toBe(CODES.NOT_FOUND);
      const body = { uuid: data.uuid, type: 'personal', name: 'Api Builder', areaCode: '852', phoneNumber: '66660001', email: 'api.builder@example.com', purpose: 'Automated portfolio rebalancing.', fileIds: ['6f1d3c2a-1b2c-4d5e-8f90-123456789abc'] };
      expect(await call(app, cm.updateOpenApiInfo, { token, body })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
    });

    it('refuses files of other types, without or with a forged or expired permission', async () => {
      const { data } = await call(app, cm.openApiUuidGet, { token, remoteAddress: freshIp() });
      const cred = await call(app, cm.getFileCredApp, { token, query: { uuid: data.uuid } });
      expect((await upload(cred.data.credential, { name: 'run.exe', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a pdf') })).code).toBe(CODES.UNSUPPORTED_FILE_TYPE);
      expect((await upload(null)).code).toBe(CODES.UPLOAD_CREDENTIAL_INVALID);
      const forged = cred.data.credential.replace(/.$/, (last: string) => (last === '0' ? '1' : '0'));
      expect((await upload(forged)).code).toBe(CODES.UPLOAD_CREDENTIAL_INVALID);
      expect((await upload(cred.data.credential, { name: 'id.png', type: 'image/png', content: PNG })).code).toBe(0);
      const later = await call(app, cm.getFileCredApp, { token, query: { uuid: data.uuid } });
      context().clock.advance(10 * 60_000);
      expect((await upload(later.data.credential)).code).toBe(CODES.UPLOAD_CREDENTIAL_INVALID);
    });

    it('refuses files over 10 MB', async () => {
      const { data } = await call(app, cm.openApiUuidGet, { token, remoteAddress: freshIp() });
      const cred = await call(app, cm.getFileCredApp, { token, query: { uuid: data.uuid } });
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      expect(await upload(cred.data.credential, { name: 'big.pdf', type: 'application/pdf', content: big })).toMatchObject({ status: 413, code: CODES.FILE_TOO_LARGE });
    });

    it('answers a plain JSON post to the upload path with INVALID_INPUT', async () => {
      const response = await app.inject({ method: 'POST', url: FILE_UPLOAD_PATH, payload: { file: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: CODES.INVALID_INPUT });
    });

    it('validates application forms field by field', async () => {
      const { data } = await call(app, cm.openApiUuidGet, { token, remoteAddress: freshIp() });
      for (const body of [
        { uuid: data.uuid, type: 'partner', name: 'X', email: 'x@example.com', purpose: 'A long enough purpose text.' },
        { uuid: data.uuid, type: 'visitor', name: '', email: 'x@example.com', purpose: 'A long enough purpose text.' },
        { uuid: data.uuid, type: 'visitor', name: 'X', email: 'not-mail', purpose: 'A long enough purpose text.' },
        { uuid: data.uuid, type: 'visitor', name: 'X', email: 'x@example.com', purpose: 'short' },
        { uuid: data.uuid, type: 'visitor', name: 'X', email: 'x@example.com', purpose: 'A long enough purpose text.', admin: true },
        { uuid: 'not-a-uuid', type: 'visitor', name: 'X', email: 'x@example.com', purpose: 'A long enough purpose text.' },
      ]) {
        expect(await call(app, cm.updateOpenApiInfo, { token, body })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      }
    });

    it('limits how many applications one network starts per hour', async () => {
      const ip = freshIp();
      const codes: number[] = [];
      for (let index = 0; index < 21; index += 1) codes.push((await call(app, cm.openApiUuidGet, { remoteAddress: ip })).code);
      expect(codes.slice(0, 20).every((code) => code === 0)).toBe(true);
      expect(codes[20]).toBe(CODES.TOO_MANY_REQUESTS);
    });
  });
});
