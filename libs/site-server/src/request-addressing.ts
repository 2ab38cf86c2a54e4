import type { IncomingMessage } from 'node:http';
import { withoutPort } from '@brokerage/domain';
import proxyAddr from 'proxy-addr';

/** Express's compiled `trust proxy` setting: whether the hop at `address` may speak for the client. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

export interface RequestAddressing {
  /** The visitor's IP: the X-Forwarded-For address past the trusted proxies, `::ffff:` left off. */
  clientIp(req: IncomingMessage): string;
  /** The host the browser addressed: `X-Forwarded-Host` only from a trusted proxy, else anyone could name the host their Origin matches. */
  host(req: IncomingMessage): string | undefined;
  /** The origin the visitor addressed, as Remix builds the request URL (https by a trusted proxy's X-Forwarded-Proto). */
  origin(req: IncomingMessage): string;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) as plain `127.0.0.1`, without a port a proxy may have written after it. */
const normalizeIp = (ip: string | undefined): string => {
  const address = withoutPort(ip ?? '');
  return address.startsWith('::ffff:') ? address.slice(7) : address;
};

/** A header's first value (a proxy chain lists one per hop). */
const firstValue = (header: string | string[]): string => String(header).split(',', 1)[0].trim();

/**
 * Reads a request's addressing as Express's `req.ip`, `req.hostname` and `req.protocol` do, without
 * Express: the page cache answers kept pages before Express has set up the request.
 */
export const requestAddressing = (trust: TrustProxy): RequestAddressing => {
  // A connection's peer does not change: it is judged once, not for each request it carries.
  const trustedPeers = new WeakMap<IncomingMessage['socket'], boolean>();
  const fromTrustedProxy = ({ socket }: IncomingMessage) => {
    let trusted = trustedPeers.get(socket);
    if (trusted === undefined) {
      trusted = trust(socket.remoteAddress, 0);
      trustedPeers.set(socket, trusted);
    }
    return trusted;
  };
  const host = (req: IncomingMessage) => {
    const forwarded = req.headers['x-forwarded-host'];
    return forwarded && fromTrustedProxy(req) ? firstValue(forwarded) : req.headers.host;
  };
  return {
    clientIp: (req) => normalizeIp(req.headers['x-forwarded-for'] === undefined ? req.socket.remoteAddress : proxyAddr(req, trust)),
    host,
    origin: (req) => {
      const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
      const forwardedProto = fromTrustedProxy(req) ? req.headers['x-forwarded-proto'] : undefined;
      const protocol = forwardedProto ? firstValue(forwardedProto) : encrypted ? 'https' : 'http';
      const addressed = host(req) ?? '';
      // The host name without its port (an IPv6 literal keeps its colons), then the port the Host header names.
      const portAt = addressed.indexOf(':', addressed.startsWith('[') ? addressed.indexOf(']') + 1 : 0);
      const hostname = portAt === -1 ? addressed : addressed.slice(0, portAt);
      const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1];
      return `${protocol}://${hostname}${port ? `:${port}` : ''}`;
    },
  };
};
