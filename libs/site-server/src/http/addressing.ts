import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';
import { withoutPort } from '@brokerage/domain';

/** Who asked, and for which origin: read from a Node request, so the page cache can answer a hit before Express. */
export interface Addressing {
  /** Whether the peer at `address` is a trusted proxy: the rule Express is given as its `trust proxy`. */
  trust: (address: string, hop: number) => boolean;
  /** The host the browser addressed: a trusted proxy's X-Forwarded-Host, else Host; with its port. */
  hostOf: (req: IncomingMessage) => string | undefined;
  /** The origin the visitor addressed, as Remix's request URL is built: https by a trusted proxy's X-Forwarded-Proto. */
  originOf: (req: IncomingMessage) => string;
  /** The visitor's IP past the trusted proxies (X-Forwarded-For), an IPv4 client on a dual-stack socket as plain IPv4. */
  clientIpOf: (req: IncomingMessage) => string;
}

/** The first value of a forwarded header a proxy may have appended to. */
const firstValue = (header: string | string[] | undefined): string | undefined => (typeof header === 'string' ? header.split(',', 1)[0].trim() || undefined : undefined);

/**
 * The site's one reading of a request's addressing, over TRUSTED_PROXIES (proxy-addr entries):
 * proxy-addr decides who is trusted and walks X-Forwarded-For, as Express would with the same rule.
 * Every part of the site reads addresses here; none reads Express's `req.ip` or `req.protocol`.
 */
export const createAddressing = (trustedProxies: string[]): Addressing => {
  const trust = proxyAddr.compile(trustedProxies);
  // Asked several times for each request (the page cache, the access line, the load context), and
  // proxy-addr parses the address each time: a connection's peer is judged once, a request's IP read once.
  const trustedPeers = new WeakMap<Socket, boolean>();
  const clientIps = new WeakMap<IncomingMessage, string>();
  const fromTrustedProxy = ({ socket }: IncomingMessage): boolean => {
    let trusted = trustedPeers.get(socket);
    if (trusted === undefined) {
      trusted = trust(socket.remoteAddress ?? '', 0);
      trustedPeers.set(socket, trusted);
    }
    return trusted;
  };
  const hostOf = (req: IncomingMessage): string | undefined => (fromTrustedProxy(req) && firstValue(req.headers['x-forwarded-host'])) || req.headers.host;
  const protocolOf = (req: IncomingMessage): string => {
    const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    return (fromTrustedProxy(req) && firstValue(req.headers['x-forwarded-proto'])) || own;
  };
  const readClientIp = (req: IncomingMessage): string => {
    // An untrusted peer is the client itself: proxy-addr would stop at it.
    const ip = withoutPort(fromTrustedProxy(req) ? proxyAddr(req, trust) : (req.socket.remoteAddress ?? ''));
    return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  };
  return {
    trust,
    hostOf,
    originOf: (req) => `${protocolOf(req)}://${hostOf(req) ?? ''}`,
    clientIpOf: (req) => {
      let ip = clientIps.get(req);
      if (ip === undefined) {
        ip = readClientIp(req);
        clientIps.set(req, ip);
      }
      return ip;
    },
  };
};
