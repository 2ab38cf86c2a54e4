import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { district as hk } from '@brokerage/hk-district';
import { compressResponses, precompressedStatic } from './compression';
import { logger } from '../logger';
import { startSiteServerForTest } from '../testing/malformed-requests';
import { langRoute, siteRootRoute } from '../testing/root-route';
import { startStubApi } from '../testing/stub-api';

/** A GET over plain node:http, so the body arrives as sent (fetch would decode it). */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

const decode = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }): string => {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString('utf8');
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

const listen = async (app: express.Express) => {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const PAGE = `<!DOCTYPE html><html><body>${'<p>港股、美股及A股交易</p>'.repeat(200)}</body></html>`;
const DATA = { items: Array.from({ length: 200 }, (_, id) => ({ id, title: `News ${id}` })) };

describe('compressResponses', () => {
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const app = express();
    app.use(compressResponses());
    app.get('/page', (_req, res) => res.type('html').send(PAGE));
    app.get('/data', (_req, res) => res.json(DATA));
    app.get('/tiny', (_req, res) => res.json({ ok: true }));
    site = await listen(app);
  });
  afterAll(() => site.close());

  it.each(['br', 'gzip'])('sends HTML and JSON %s-encoded to a browser that accepts it, varying on Accept-Encoding', async (encoding) => {
    for (const [url, text] of [
      ['/page', PAGE],
      ['/data', JSON.stringify(DATA)],
    ]) {
      const answer = await rawGet(`${site.url}${url}`, { 'Accept-Encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(decode(answer)).toBe(text);
    }
  });

  it('prefers brotli when the browser accepts both', async () => {
    expect((await rawGet(`${site.url}/page`, { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
  });

  it('sends bodies as they are to a browser that accepts no encoding, and tiny bodies to anyone', async () => {
    const plain = await rawGet(`${site.url}/page`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(PAGE);
    expect((await rawGet(`${site.url}/tiny`, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressedStatic', () => {
  const SCRIPT = `export const greeting = ${JSON.stringify('你好 '.repeat(500))};\n`;
  let directory: string;
  let site: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
    mkdirSync(path.join(directory, 'assets'));
    const file = path.join(directory, 'assets', 'entry-Ab12Cd.js');
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    const app = express();
    app.use(compressResponses());
    app.use('/assets', precompressedStatic(path.join(directory, 'assets'), { immutable: true, maxAge: '1y' }));
    site = await listen(app);
  });
  afterAll(async () => {
    await site.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the file made at build time to a browser accepting %s, cached for a year as immutable', async (accepted, encoding) => {
    const answer = await rawGet(`${site.url}/assets/entry-Ab12Cd.js`, { 'Accept-Encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(answer)).toBe(SCRIPT);
  });

  it('sends the plain file to a browser that accepts no encoding', async () => {
    const answer = await rawGet(`${site.url}/assets/entry-Ab12Cd.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(SCRIPT);
  });
});

describe('precompressedStatic for file names only', () => {
  it('serves files with an extension and leaves other paths (pages) to the next handler', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'public-'));
    writeFileSync(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(directory, 'zh-hk'), 'not a page');
    const app = express();
    app.use(precompressedStatic(directory, { maxAge: '1h', fileNamesOnly: true }));
    app.get('*', (_req, res) => res.type('text/plain').send('page'));
    const site = await listen(app);
    try {
      const favicon = await rawGet(`${site.url}/favicon.svg`);
      expect([favicon.status, favicon.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
      expect((await rawGet(`${site.url}/zh-hk`)).body.toString('utf8')).toBe('page');
    } finally {
      await site.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('the site server', () => {
  beforeEach(() => {
    for (const level of ['error', 'warn', 'info'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('compresses its pages', async () => {
    const api = await startStubApi();
    const server = await startSiteServerForTest({ site: hk, routes: [siteRootRoute(hk), langRoute(hk)], environment: { API_URL: api.url, PAGE_CACHE_MAX_MB: '0' } });
    try {
      const answer = await rawGet(`http://127.0.0.1:${server.port}/en`, { 'Accept-Encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(decode(answer)).toMatch(/^<!DOCTYPE html>/i);
    } finally {
      await server.close();
      await api.close();
    }
  });
});
