import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { requestAddressing, type TrustProxy } from './request-addressing';

/** What Express and `requestAddressing` each read from one request, sent through a real socket. */
const readBoth = async (trustedProxies: string[], headers: Record<string, string>) => {
  const app = express();
  app.set('trust proxy', trustedProxies);
  const addressing = requestAddressing(app.get('trust proxy fn') as TrustProxy);
  let seen: { express: unknown; ours: unknown } | undefined;
  app.get('*', (req, res) => {
    const port = /:(\d+)$/.exec(req.get('Host') ?? '')?.[1];
    seen = {
      express: { ip: req.ip?.replace(/^::ffff:/, ''), origin: `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}` },
      ours: { ip: addressing.clientIp(req as IncomingMessage), origin: addressing.origin(req as IncomingMessage) },
    };
    res.end();
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/en', headers, agent: false }, (response) => response.resume().on('end', resolve)).on('error', reject).end();
  });
  await new Promise((resolve) => server.close(resolve));
  return seen;
};

describe('requestAddressing', () => {
  const forwarded = { Host: 'site.internal:3000', 'X-Forwarded-For': '203.0.113.9, 198.51.100.86', 'X-Forwarded-Host': 'www.example.hk, cdn.example', 'X-Forwarded-Proto': 'https' };

  it("reads a trusted proxy's forwarded client, host and protocol as Express does", async () => {
    const seen = await readBoth(['loopback'], forwarded);
    expect(seen?.ours).toEqual(seen?.express);
    expect(seen?.ours).toEqual({ ip: '198.51.100.86', origin: 'https://www.example.hk:3000' });
  });

  it('ignores forwarded headers from a peer it does not trust, as Express does', async () => {
    const seen = await readBoth(['10.0.0.0/8'], forwarded);
    expect(seen?.ours).toEqual(seen?.express);
    expect(seen?.ours).toEqual({ ip: '127.0.0.1', origin: 'http://site.internal:3000' });
  });

  it('keeps an IPv6 host literal whole', async () => {
    const seen = await readBoth([], { Host: '[::1]:8080' });
    expect(seen?.ours).toEqual(seen?.express);
    expect(seen?.ours).toEqual({ ip: '127.0.0.1', origin: 'http://[::1]:8080' });
  });

  it.each([
    ['203.0.113.9:51234', '203.0.113.9'],
    ['[2001:db8::9]:443', '2001:db8::9'],
  ])('reads a forwarded client written with its port (%s) as the address alone, so its limits are one client\'s', async (forwardedFor, ip) => {
    const seen = (await readBoth(['loopback'], { Host: 'site.internal:3000', 'X-Forwarded-For': forwardedFor })) as { ours: { ip: string } } | undefined;
    expect(seen?.ours.ip).toBe(ip);
  });
});
