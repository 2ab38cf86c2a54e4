import { ApplyApiRoute, applyApiHandle, applyApiMeta } from '@brokerage/account-pages';
import { CODES, FILE_UPLOAD_PATH, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, refusal, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer, type StubApi, type StubApiCall } from '@brokerage/site-server/testing';
import { applyApiAction, applyApiHeaders, applyApiLoader, applyApiUploadAction } from './apply-api.loader';

const TOKEN = 'Zr8pQ2vX5kL9mN3bT7wY1cF4hJ6gD0sA';
const ORIGIN = 'http://localhost:3000';
const APPLICATION = '3f6c2a9e-8b1d-4c7e-9a2f-5d4b3c2a1e0f';
const FILE_ID = '9b8a7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

// The slice mounted as the Hong Kong app mounts it.
const routes: InProcessRoute[] = [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } },
  {
    id: 'routes/$lang.apply-api.$type',
    parentId: 'routes/$lang',
    path: 'apply-api/:type',
    module: { loader: applyApiLoader, action: applyApiAction, headers: applyApiHeaders, handle: applyApiHandle, meta: applyApiMeta, default: ApplyApiRoute },
  },
  { id: 'routes/$lang.apply-api.upload', parentId: 'routes/$lang', path: 'apply-api/upload', module: { action: applyApiUploadAction } },
];

const USER_INFO = '/user-server/web/user-info-for-open-api-apply/v1';
const UUID_GET = '/config-manager/api/open-api-uuid-get/v1';
const FILE_CRED = '/config-manager/api/get-file-cred-app/v1';
const UPDATE = '/config-manager/api/update-open-api-info/v1';

const userInfo = ok({
  uuid: 'user-1',
  name: 'Chan Tai Man',
  areaCode: '852',
  phoneNumber: '51234567',
  email: 'tm.chan@example.com',
  authUser: true,
  accountType: 'personal',
  application: { uuid: APPLICATION, type: 'personal', status: 'submitted', updatedAt: '2026-03-02T08:00:00.000Z' },
});
const permission = ok({ uploadUrl: FILE_UPLOAD_PATH, credential: `${APPLICATION}.1.nonce.signature`, expiresAt: 1, maxBytes: UPLOAD_MAX_BYTES, contentTypes: [...UPLOAD_CONTENT_TYPES] });

/** The API as it answers a working flow; `overrides` change one call's answer. */
const flowAnswers =
  (overrides: Record<string, StubAnswer> = {}) =>
  (call: StubApiCall): StubAnswer | undefined =>
    overrides[call.path] ??
    {
      [USER_INFO]: userInfo,
      [UUID_GET]: ok({ uuid: APPLICATION }),
      [FILE_CRED]: permission,
      [FILE_UPLOAD_PATH]: ok({ fileId: FILE_ID, fileName: 'id-card.pdf', size: 9, contentType: 'application/pdf' }),
      [UPDATE]: ok({ uuid: APPLICATION, status: 'submitted' }),
    }[call.path];

let api: StubApi | undefined;
const start = async (overrides?: Record<string, StubAnswer>) => {
  api = await startStubApi(flowAnswers(overrides));
  const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
  return { api, visit };
};

const session = async () => ({ Cookie: await sessionCookieHeader(TOKEN) });
const postJson = async (body: unknown, signedIn = true): Promise<RequestInit> => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(signedIn ? await session() : {}) },
  body: JSON.stringify(body),
});
const postFile = async (file: File, fields: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<RequestInit> => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return { method: 'POST', headers: { Origin: ORIGIN, ...(await session()), ...headers }, body };
};

const personal = {
  name: 'Chan Tai Man',
  companyName: '',
  registrationNumber: '',
  contactName: '',
  contactTitle: '',
  areaCode: '852',
  phoneNumber: '5123 4567',
  email: 'tm.chan@example.com',
  website: '',
  purpose: 'A trading tool for my own account.',
};
const pdf = new File(['%PDF-1.4\n'], 'id-card.pdf', { type: 'application/pdf' });

describe('open-API application slice (apply-api)', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api?.close();
    api = undefined;
  });

  describe('page', () => {
    it('fills the form of a signed-in user from user-info-for-open-api-apply, privately', async () => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/personal', { headers: await session() });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(html).toContain('<title>Open API application for individuals</title>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/name="name"[^>]*value="Chan Tai Man"/);
      expect(html).toMatch(/name="phoneNumber"[^>]*value="51234567"/);
      expect(html).toContain('You sent an application on 02 Mar 2026');
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(api.callsTo(USER_INFO)[0].headers).toMatchObject({ authorization: TOKEN, 'x-lang': '3', 'x-type': '2' });
      // Nothing is started before the user uploads or sends.
      expect(api.callsTo(UUID_GET)).toHaveLength(0);
    });

    it('invites a visitor to log in for a personal or company application, without asking the API', async () => {
      const { api, visit } = await start();
      const html = await (await visit('/zh-hk/apply-api/company')).text();
      expect(html).toContain('企業 Open API 申請');
      expect(html).toContain('請先登入');
      expect(html).not.toContain('name="companyName"');
      expect(api.callsTo(USER_INFO)).toHaveLength(0);
    });

    it('gives a visitor the enquiry form', async () => {
      const { visit } = await start();
      const html = await (await visit('/zh-cn/apply-api/visitor')).text();
      expect(html).toContain('Open API 咨询');
      expect(html).toContain('name="purpose"');
    });

    it('answers 404 for an unknown type', async () => {
      const { visit } = await start();
      expect((await visit('/en/apply-api/partner')).status).toBe(404);
    });

    it('gives an empty form, saying so, when the details cannot be fetched; a rejected session is a visitor', async () => {
      const { visit } = await start({ [USER_INFO]: 'hang-up' });
      const html = await (await visit('/en/apply-api/personal', { headers: await session() })).text();
      expect(html).toContain('We could not fill in your details just now.');
      expect(html).toContain('name="purpose"');
      expect(logger.error).toHaveBeenCalledWith('Open API application: the user details could not be loaded', expect.objectContaining({ type: 'personal' }));
      await api?.close();

      const rejected = await start({ [USER_INFO]: refusal(CODES.TOKEN_INVALID, 'token invalid') });
      expect(await (await rejected.visit('/en/apply-api/personal', { headers: await session() })).text()).toContain('Please log in first');
    });
  });

  describe('submit', () => {
    it('starts the application when no document did, and sends what the schema accepts', async () => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/personal', await postJson({ uuid: null, values: personal, fileIds: [] }));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Application sent');
      expect(api.callsTo(UUID_GET)).toHaveLength(1);
      expect(api.callsTo(UPDATE)[0].body).toEqual({
        uuid: APPLICATION,
        type: 'personal',
        name: 'Chan Tai Man',
        areaCode: '852',
        phoneNumber: '5123 4567',
        email: 'tm.chan@example.com',
        purpose: 'A trading tool for my own account.',
        fileIds: [],
      });
    });

    it('sends to the application the uploads started, with their documents', async () => {
      const { api, visit } = await start();
      await visit('/en/apply-api/personal', await postJson({ uuid: APPLICATION, values: personal, fileIds: [FILE_ID] }));
      expect(api.callsTo(UUID_GET)).toHaveLength(0);
      expect(api.callsTo(UPDATE)[0].body).toMatchObject({ uuid: APPLICATION, fileIds: [FILE_ID] });
    });

    it('refuses invalid fields with the same rules as the browser, before any call', async () => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/personal', await postJson({ uuid: null, values: { ...personal, email: 'tm.chan@', purpose: 'short' }, fileIds: [] }));
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).toContain('Please enter a valid e-mail address');
      expect(html).toContain('at least 10 characters');
      expect(api.calls.filter((call) => call.path !== USER_INFO && call.method === 'POST')).toHaveLength(0);
    });

    it('sends a visitor enquiry without a session', async () => {
      const { api, visit } = await start();
      const values = { ...personal, phoneNumber: '' };
      expect((await visit('/en/apply-api/visitor', await postJson({ uuid: null, values, fileIds: [] }, false))).status).toBe(200);
      expect(api.callsTo(UPDATE)[0].body).toEqual({ uuid: APPLICATION, type: 'visitor', name: 'Chan Tai Man', email: 'tm.chan@example.com', purpose: 'A trading tool for my own account.' });
    });

    it('answers why a send failed: no session (401), the API down (502, logged)', async () => {
      const { api, visit } = await start({ [UPDATE]: 'hang-up' });
      expect((await visit('/en/apply-api/personal', await postJson({ uuid: null, values: personal, fileIds: [] }, false))).status).toBe(401);
      expect(api.callsTo(UPDATE)).toHaveLength(0);
      expect((await visit('/en/apply-api/personal', await postJson({ uuid: APPLICATION, values: personal, fileIds: [] }))).status).toBe(502);
      expect(logger.error).toHaveBeenCalledWith('Open API application could not be sent', expect.objectContaining({ type: 'personal' }));
    });
  });

  describe('document upload', () => {
    it('starts the application, gets a permission and forwards the file with it', async () => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/upload', await postFile(pdf));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, uuid: APPLICATION, document: { fileId: FILE_ID, fileName: 'id-card.pdf', size: 9, contentType: 'application/pdf' } });
      expect(api.callsTo(FILE_CRED)[0].query.get('uuid')).toBe(APPLICATION);
      const forwarded = api.callsTo(FILE_UPLOAD_PATH)[0];
      expect(forwarded.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(forwarded.headers).toMatchObject({ authorization: TOKEN });
      // The permission goes before the file, as the API reads them.
      expect(String(forwarded.body)).toMatch(/name="credential"\r\n\r\n3f6c2a9e-8b1d-4c7e-9a2f-5d4b3c2a1e0f\.1\.nonce\.signature[\s\S]*filename="id-card\.pdf"[\s\S]*%PDF-1\.4/);
    });

    it('joins the application an earlier upload started', async () => {
      const { api, visit } = await start();
      await visit('/en/apply-api/upload', await postFile(pdf, { uuid: APPLICATION }));
      expect(api.callsTo(UUID_GET)).toHaveLength(0);
    });

    it('refuses a wrong type or an oversized body itself, before any call', async () => {
      const { api, visit } = await start();
      const text = await visit('/en/apply-api/upload', await postFile(new File(['notes'], 'notes.txt', { type: 'text/plain' })));
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({ ok: false, uuid: null, problem: 'type' });
      const big = await visit('/en/apply-api/upload', await postFile(pdf, {}, { 'Content-Length': String(UPLOAD_MAX_BYTES * 2) }));
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ problem: 'size' });
      expect(api.calls.filter((call) => call.path !== USER_INFO)).toHaveLength(0);
    });

    it('refuses a file larger than the limit while reading it', async () => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/upload', await postFile(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' })));
      expect(response.status).toBe(413);
      expect(api.callsTo(FILE_UPLOAD_PATH)).toHaveLength(0);
    });

    it.each([
      [refusal(CODES.UNSUPPORTED_FILE_TYPE, 'unsupported'), 415, 'type'],
      [refusal(CODES.FILE_TOO_LARGE, 'too large'), 413, 'size'],
      [refusal(CODES.INVALID_INPUT, 'At most 10 documents per application.'), 409, 'cap'],
      ['hang-up' as const, 502, 'failed'],
    ])('says why the API refused a document (%o)', async (answer, status, problem) => {
      const { visit } = await start({ [FILE_UPLOAD_PATH]: answer });
      const response = await visit('/en/apply-api/upload', await postFile(pdf));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ ok: false, uuid: APPLICATION, problem });
    });

    it.each([
      ['not multipart at all', { 'Content-Type': 'application/json' }, '{"file":"scan.pdf"}'],
      ['a multipart body cut short', { 'Content-Type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF'],
      ['a form without a file', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'uuid=x'],
    ])('answers %s with 400, the sender\'s mistake, and sends nothing on', async (_, headers, body) => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/upload', { method: 'POST', headers: { Origin: ORIGIN, ...(await session()), ...headers }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, uuid: null, problem: 'failed' });
      expect(api.callsTo(FILE_UPLOAD_PATH)).toHaveLength(0);
    });

    it('needs a session', async () => {
      const { api, visit } = await start();
      const response = await visit('/en/apply-api/upload', { method: 'POST', headers: { Origin: ORIGIN }, body: new FormData() });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ ok: false, uuid: null, problem: 'login' });
      expect(api.calls).toHaveLength(0);
    });
  });
});
