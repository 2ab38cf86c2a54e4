import { randomFillSync } from 'node:crypto';
import type { AppEnv } from './env';

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn at once: one draw per response cost more than the rest of its headers. Each nonce uses its bytes once. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A fresh CSP nonce (128 random bits, base64) for one response. */
export const createNonce = (): string => {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  noncePoolOffset += NONCE_BYTES;
  return noncePool.toString('base64', noncePoolOffset - NONCE_BYTES, noncePoolOffset);
};

export interface SecurityHeaderOptions {
  nonce: string;
  appEnv: AppEnv;
  /** Vite's dev server injects styles and opens a websocket for hot reload; only allowed when true. */
  development?: boolean;
  /** CAPTCHA_PROVIDER=aliyun: Alibaba Cloud Captcha 2.0's script and the calls it makes are allowed, and only then. */
  aliyunCaptcha?: boolean;
}

/** Where Alibaba Cloud Captcha 2.0's browser script comes from, and where it talks to. */
export const ALIYUN_CAPTCHA_SOURCES = { script: 'https://o.alicdn.com', connect: 'https://*.aliyuncs.com' } as const;

/** One year, the minimum browsers' HSTS preload lists accept. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Content Security Policy: scripts only from this origin or carrying this response's nonce,
 * styles the same (style attributes stay allowed: CMS HTML and React style props use them),
 * browser calls only to this origin (the site server calls the API), and no framing by others.
 * Images may come from any https host because CMS content links its pictures.
 */
export const contentSecurityPolicy = ({ nonce, appEnv, development = false, aliyunCaptcha = false }: SecurityHeaderOptions): string => {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(aliyunCaptcha ? [ALIYUN_CAPTCHA_SOURCES.script] : [])],
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...(development ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...(aliyunCaptcha ? [ALIYUN_CAPTCHA_SOURCES.connect] : [])],
    'media-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  if (appEnv === 'pro') directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
};

/** Headers every response of a site carries; HSTS only in `pro`, where the site is only served over https. */
export const securityHeaders = (options: SecurityHeaderOptions): Record<string, string> => {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (options.appEnv === 'pro') headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  return headers;
};

/** Stands where the nonce goes while the headers are worked out (a NUL is in no header value). */
const NONCE_MARK = '\0';

/**
 * `securityHeaders` for any nonce, as a flat name, value, name, value… list (what `writeHead` takes):
 * all but the nonce is worked out once, as every response of a site needs them.
 */
export const securityHeadersFor = (options: Omit<SecurityHeaderOptions, 'nonce'>): ((nonce: string) => string[]) => {
  const list = Object.entries(securityHeaders({ ...options, nonce: NONCE_MARK })).flat();
  const cut = list.map((value) => value.split(NONCE_MARK));
  return (nonce) => cut.map((pieces) => (pieces.length === 1 ? pieces[0] : pieces.join(nonce)));
};
