import { createHash, randomFillSync } from 'node:crypto';
import type { AppEnv } from '../env';

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

/**
 * The SHA-256 hashes (base64) of a page's inline scripts and styles: what a page shared by many
 * visitors (the same bytes for each) allows instead of a per-response nonce.
 */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface SecurityHeaderOptions {
  /** This response's nonce; ignored when `hashes` is given. */
  nonce: string;
  /** The page's own inline scripts and styles, allowed by their hashes instead of a nonce. */
  hashes?: InlineHashes;
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
 * The hash of an empty `<style>`: styled-components adds one in the browser and fills it through
 * the CSSOM (`insertRule`, which CSP does not govern); without a nonce, the empty element itself
 * must be allowed.
 */
const EMPTY_STYLE_HASH = createHash('sha256').update('').digest('base64');

/** Inline `<script>` (no `src`) and `<style>` elements of a rendered page, with their text. React escapes `<` in text and attributes, so only elements the render made match. */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;

/** The hashes of every inline script and style of `html`, each once, in page order. */
export const inlineHashesOf = (html: string): InlineHashes => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes, text] of html.matchAll(INLINE_ELEMENT)) {
    if (tag === 'script' && /\ssrc=/.test(attributes)) continue;
    (tag === 'script' ? scripts : styles).add(createHash('sha256').update(text).digest('base64'));
  }
  return { scripts: [...scripts], styles: [...styles] };
};

const sourcesOf = (hashes: readonly string[]) => hashes.map((hash) => `'sha256-${hash}'`);

/**
 * Content Security Policy: scripts only from this origin or carrying this response's nonce (or,
 * for a shared page, matching the hash of one of its own inline scripts), styles the same (style attributes stay allowed: CMS HTML and React style props use them),
 * browser calls only to this origin (the site server calls the API), and no framing by others.
 * Images may come from any https host because CMS content links its pictures.
 */
export const contentSecurityPolicy = ({ nonce, hashes, appEnv, development = false, aliyunCaptcha = false }: SecurityHeaderOptions): string => {
  const inlineScripts = hashes ? sourcesOf(hashes.scripts) : [`'nonce-${nonce}'`];
  const inlineStyles = hashes ? sourcesOf([...hashes.styles, EMPTY_STYLE_HASH]) : [`'nonce-${nonce}'`];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...(aliyunCaptcha ? [ALIYUN_CAPTCHA_SOURCES.script] : [])],
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineStyles],
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
