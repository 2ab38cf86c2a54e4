import { request as httpRequest } from 'node:http';
import { district as hk } from '@brokerage/hk-district';
import { BODY_LIMITS } from './request-body';
import { actionOnlyLoader, logoutAction } from '../routes/loaders';
import { logger } from '../logger';
import { langRoute, siteRootRoute } from '../testing/root-route';
import { sendRaw, startSiteServerForTest } from '../testing/malformed-requests';
import { sessionCookieHeader } from '../testing/session';
import { ok, startStubApi } from '../testing/stub-api';

const routes = [siteRootRoute(hk), langRoute(hk), { id: 'routes/logout', parentId: 'root', path: 'logout', module: { action: logoutAction, loader: actionOnlyLoader } }];

describe('the site server', () => {
  beforeEach(() => {
    for (const level of ['error', 'warn', 'info'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('liveness and readiness', () => {
    const probe = async (port: number, path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown>, cacheControl: response.headers.get('cache-control') };
    };

    it('is ready while the API answers its health check, and not ready (503) while it does not, still alive', async () => {
      let apiHealthy = true;
      const api = await startStubApi(({ path }) => (path === '/health' ? { status: apiHealthy ? 200 : 503, body: { status: apiHealthy ? 'ok' : 'unavailable' } } : undefined));
      const server = await startSiteServerForTest({ site: hk, routes, environment: { API_URL: api.url } });
      try {
        expect(await probe(server.port, '/readyz')).toEqual({ status: 200, body: { status: 'ready', district: 'hk', api: 'ok' }, cacheControl: 'no-store' });
        apiHealthy = false;
        expect(await probe(server.port, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', api: 'API /health answered 503' } });
        expect((await probe(server.port, '/healthz')).status).toBe(200);
      } finally {
        await server.close();
        await api.close();
      }
    });

    it('is not ready when nothing listens at API_URL', async () => {
      const api = await startStubApi();
      await api.close();
      const server = await startSiteServerForTest({ site: hk, routes, environment: { API_URL: api.url } });
      try {
        expect(await probe(server.port, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', api: 'API unreachable' } });
        expect((await probe(server.port, '/healthz')).status).toBe(200);
      } finally {
        await server.close();
      }
    });
  });

  describe('cross-site check behind a proxy', () => {
    /** A logout posted from evil.example whose X-Forwarded-Host claims the site is evil.example too. */
    const logoutFromEvilExample = async (port: number) =>
      sendRaw(
        port,
        `POST /logout HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example\r\nX-Forwarded-Host: evil.example\r\nCookie: ${await sessionCookieHeader('S3ss10nT0k3n-2b4d6f8h0j2l4n6p')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );

    it('ignores X-Forwarded-Host from a peer that is not a trusted proxy', async () => {
      const api = await startStubApi({ '/user-server/web/logout/v1': ok(null) });
      const server = await startSiteServerForTest({ site: hk, routes, environment: { API_URL: api.url, TRUSTED_PROXIES: '10.0.0.0/8' } });
      try {
        expect(await logoutFromEvilExample(server.port)).toBe(403);
        expect(api.callsTo('/user-server/web/logout/v1')).toHaveLength(0);
      } finally {
        await server.close();
        await api.close();
      }
    });

    it('believes X-Forwarded-Host from a trusted proxy, which names the host the browser used', async () => {
      const api = await startStubApi({ '/user-server/web/logout/v1': ok(null) });
      const server = await startSiteServerForTest({ site: hk, routes, environment: { API_URL: api.url, TRUSTED_PROXIES: 'loopback' } });
      try {
        expect(await logoutFromEvilExample(server.port)).toBe(200);
        expect(api.callsTo('/user-server/web/logout/v1')).toHaveLength(1);
      } finally {
        await server.close();
        await api.close();
      }
    });
  });

  describe('request bodies', () => {
    /** Actions that read their whole body, as the site's do; `reads` counts the bodies they finished. */
    let reads = 0;
    const echoLength = { action: async ({ request }: { request: Request }) => {
      const bytes = (await request.arrayBuffer()).byteLength;
      reads += 1;
      return Response.json({ bytes });
    } };
    const bodyRoutes = [
      siteRootRoute(hk),
      langRoute(hk),
      { id: 'routes/$lang.auth', parentId: 'routes/$lang', path: 'auth', module: echoLength },
      { id: 'routes/$lang.apply-api.upload', parentId: 'routes/$lang', path: 'apply-api/upload', module: echoLength },
      { id: 'routes/$lang.sta-regform', parentId: 'routes/$lang', path: 'sta-regform', module: echoLength },
      // Answers without reading its body, as logout does.
      { id: 'routes/$lang.unread', parentId: 'routes/$lang', path: 'unread', module: { action: () => Response.json({ ok: true }) } },
    ];

    /**
     * Posts `total` bytes to `path` in 64 KB chunks without a length (chunked), as fast as the
     * server takes them; resolves with the status, or 0 when the connection closed first.
     */
    const postChunked = (port: number, path: string, total: number): Promise<number> =>
      new Promise((resolve) => {
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const request = httpRequest({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'Content-Type': 'text/plain', Connection: 'close' } });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', () => resolve(0));
        let sent = 0;
        const write = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', write);
          }
          request.end();
        };
        write();
      });

    beforeEach(() => {
      reads = 0;
    });

    it('refuses a body over its path\'s limit with 413 as it arrives, chunked or declared, in parallel, and the action never gets it', async () => {
      const server = await startSiteServerForTest({ site: hk, routes: bodyRoutes });
      try {
        const statuses = await Promise.all(Array.from({ length: 8 }, () => postChunked(server.port, '/en/auth', 32 * 1024 * 1024)));
        expect(statuses).toEqual(Array(8).fill(413));
        expect(await postChunked(server.port, '/en/sta-regform', BODY_LIMITS.form + 1)).toBe(413);
        // An action that never reads its body gets no more than the limit either.
        expect(await postChunked(server.port, '/en/unread', 8 * 1024 * 1024)).toBe(413);
        expect(await postChunked(server.port, '/en/unread', 1024)).toBe(200);
        const declared = await fetch(`http://127.0.0.1:${server.port}/en/auth`, { method: 'POST', body: 'x'.repeat(BODY_LIMITS.session + 1) });
        expect(declared.status).toBe(413);
        expect(reads).toBe(0);
      } finally {
        await server.close();
      }
    }, 30_000);

    it('gives each action the whole body within its limit: a form, and an upload far larger than a form', async () => {
      const server = await startSiteServerForTest({ site: hk, routes: bodyRoutes });
      try {
        const post = async (path: string, bytes: number) => {
          const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', body: 'x'.repeat(bytes) });
          return [response.status, await response.json()];
        };
        expect(await post('/en/auth', BODY_LIMITS.session)).toEqual([200, { bytes: BODY_LIMITS.session }]);
        expect(await post('/en/apply-api/upload', 2 * 1024 * 1024)).toEqual([200, { bytes: 2 * 1024 * 1024 }]);
        expect(await postChunked(server.port, '/en/apply-api/upload', 2 * 1024 * 1024)).toBe(200);
      } finally {
        await server.close();
      }
    });
  });

  describe('requests Remix could not take', () => {
    it('answers TRACE 405, and a malformed host forwarded by a trusted proxy 400', async () => {
      const server = await startSiteServerForTest({ site: hk, routes });
      try {
        expect(await sendRaw(server.port, `TRACE /en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).toBe(405);
        expect(await sendRaw(server.port, `GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: [::1\r\nConnection: close\r\n\r\n`)).toBe(400);
        expect(logger.error).not.toHaveBeenCalled();
      } finally {
        await server.close();
      }
    });

    it('answers a GET on an action-only route 405 and logs no error', async () => {
      const server = await startSiteServerForTest({ site: hk, routes });
      try {
        expect((await fetch(`http://127.0.0.1:${server.port}/logout`)).status).toBe(405);
        expect(logger.error).not.toHaveBeenCalled();
      } finally {
        await server.close();
      }
    });
  });

  describe('logout from a script', () => {
    it('clears the session cookie, and answers private', async () => {
      const api = await startStubApi({ '/user-server/web/logout/v1': ok(null) });
      const server = await startSiteServerForTest({ site: hk, routes, environment: { API_URL: api.url } });
      try {
        const response = await fetch(`http://127.0.0.1:${server.port}/logout`, {
          method: 'POST',
          headers: { Cookie: await sessionCookieHeader('S3ss10nT0k3n-2b4d6f8h0j2l4n6p') },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('Set-Cookie')).toMatch(/^session=;.*Max-Age=0/i);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
        expect(api.callsTo('/user-server/web/logout/v1')).toHaveLength(1);
      } finally {
        await server.close();
        await api.close();
      }
    });
  });
});
