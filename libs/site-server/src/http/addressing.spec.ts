import type { IncomingMessage } from 'node:http';
import { createAddressing } from './addressing';

/** A request as Node hands it over: the peer's address, whether its socket is TLS, and its headers. */
const requestFrom = (remoteAddress: string, headers: IncomingMessage['headers'], encrypted = false) => ({ socket: { remoteAddress, encrypted }, connection: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('request addressing', () => {
  const behindLoopbackProxy = createAddressing(['loopback']);

  it("believes a trusted proxy's forwarded host, protocol and client, each its first or nearest value", () => {
    const req = requestFrom('127.0.0.1', { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.hk, proxy.internal', 'x-forwarded-proto': 'https, http', 'x-forwarded-for': '198.51.100.9, 203.0.113.52' });
    expect(behindLoopbackProxy.originOf(req)).toBe('https://www.example.hk');
    // The nearest address the trusted proxies did not add: the one the proxy saw.
    expect(behindLoopbackProxy.clientIpOf(req)).toBe('203.0.113.52');
  });

  it('ignores the forwarded headers of a peer that is no trusted proxy', () => {
    const req = requestFrom('198.51.100.20', { host: 'www.example.hk', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.52' });
    expect(behindLoopbackProxy.hostOf(req)).toBe('www.example.hk');
    expect(behindLoopbackProxy.originOf(req)).toBe('http://www.example.hk');
    expect(behindLoopbackProxy.clientIpOf(req)).toBe('198.51.100.20');
  });

  it('says https for a TLS socket, and names an IPv4 client on a dual-stack socket in plain IPv4', () => {
    const req = requestFrom('::ffff:198.51.100.20', { host: 'www.example.hk' }, true);
    expect(behindLoopbackProxy.originOf(req)).toBe('https://www.example.hk');
    expect(behindLoopbackProxy.clientIpOf(req)).toBe('198.51.100.20');
  });

  it('falls back to Host when a trusted proxy sends an empty forwarded host', () => {
    expect(behindLoopbackProxy.hostOf(requestFrom('::1', { host: 'www.example.hk', 'x-forwarded-host': ' ' }))).toBe('www.example.hk');
  });

  it("reads each request's own client on a proxy's kept-alive connection, and judges a peer by its connection", () => {
    const socket = { remoteAddress: '127.0.0.1', encrypted: false };
    const onConnection = (forwardedFor: string) => ({ socket, connection: socket, headers: { host: 'www.example.hk', 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;
    const first = onConnection('203.0.113.52');
    expect(behindLoopbackProxy.clientIpOf(first)).toBe('203.0.113.52');
    expect(behindLoopbackProxy.clientIpOf(onConnection('198.51.100.9'))).toBe('198.51.100.9');
    expect(behindLoopbackProxy.clientIpOf(first)).toBe('203.0.113.52');
    const direct = { remoteAddress: '198.51.100.20', encrypted: false };
    expect(createAddressing(['loopback']).clientIpOf({ socket: direct, connection: direct, headers: { 'x-forwarded-for': '203.0.113.52' } } as unknown as IncomingMessage)).toBe('198.51.100.20');
  });
});
