import { district as hk } from '@brokerage/hk-district';
import { logoutAction } from './loaders';
import { logger } from './logger';
import { langRoute, siteRootRoute } from './testing/root-route';
import { sendRaw, startSiteServerForTest } from './testing/malformed-requests';
import { sessionCookieHeader } from './testing/session';
import { ok, startStubApi } from './testing/stub-api';

const routes = [siteRootRoute(hk), langRoute(hk), { id: 'routes/logout', parentId: 'root', path: 'logout', module: { action: logoutAction } }];

describe('the site server', () => {
  beforeEach(() => {
    for (const level of ['error', 'warn', 'info'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

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
});
