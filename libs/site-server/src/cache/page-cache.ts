import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gunzipSync, constants as zlibConstants, gzip } from 'node:zlib';
import type { RequestHandler, Response as ExpressResponse } from 'express';
import { MAINLAND_REGION, isCampaignParameter } from '@brokerage/domain';
import { STALE_WHILE_REVALIDATE_SECONDS, anonymousPageCacheControl, keyedByEdge } from './cache-policy';
import { DEVICE_CLASS_HEADER, deviceClassOf, deviceClassOfHeader, userAgentOfClass } from '../http/device-class';
import type { SiteEnv } from '../env';
import type { SiteLoadContext } from '../load-context';
import { logger } from '../logger';
import type { VisitorRegions } from '../api/request-api';
import { regionOfCountry } from '../http/visitor-region';
import { sessionCookieName } from '../http/session-cookie';
import { remembered } from '../remembered';

/** Response header naming what the page cache did: served a `hit` or a `stale` copy, rendered and kept it (`miss`), or stayed out (`bypass`). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export type PageCacheOutcome = 'hit' | 'miss' | 'stale' | 'bypass';

/** The region a page is rendered for when the visitor is not in mainland China (the frame only asks "mainland or not"). */
const OUTSIDE_MAINLAND = 'OUTSIDE_MAINLAND';
/** What an entry costs besides its bodies (key, three header lists, bookkeeping), for the memory bound. */
export const ENTRY_OVERHEAD_BYTES = 4096;
/** Response headers never kept: the length is each encoding's own, and a cookie is one visitor's. */
const UNSTORED_HEADERS = new Set(['content-length', 'set-cookie']);
/** Brotli quality of a kept page: compressed once per render, so better than the per-response 4, yet a few ms for a large page. */
const BROTLI_QUALITY = 6;

type CountryClass = 'mainland' | 'other';
type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a render may depend on besides the path: everything else is left out of the request it sees. */
interface RenderInput {
  key: string;
  url: string;
  deviceClass: string;
  /** The visitor's own user agent, rendered from only when no user agent of the class alone exists. */
  visitorsAgent: string;
  clientIp: string;
  country: CountryClass;
  /** The edge's headers, passed on when it sent both, so the page says a shared cache may key on them. */
  edgeHeaders: Record<string, string>;
}

/** One encoding of a kept page: the headers and bytes of every response, as they go out. */
interface EncodedPage {
  head: OutgoingHttpHeader[];
  body: Buffer;
}

/**
 * A kept page: brotli and gzip, with their headers, sent as they are. The uncompressed page is not
 * kept (it would be two thirds of the entry, for the rare client that asks for no encoding): such a
 * client gets the gzip copy unzipped (docs/decisions/010).
 */
interface KeptPage {
  status: number;
  etag: string;
  encodings: Record<Exclude<Encoding, 'identity'>, EncodedPage>;
  /** The uncompressed page's headers; its bytes are the gzip copy's, unzipped. */
  identityHead: OutgoingHttpHeader[];
  /** A 304's headers: the validators and caching rules, no body's. */
  notModified: OutgoingHttpHeader[];
  bytes: number;
  renderedAt: number;
}

/** What a render gave: a page to keep, or a response only for the visitor whose request rendered it. */
type Rendered = { kept: KeptPage } | { once: Response; body: Buffer };

export interface PageCacheOptions {
  env: SiteEnv;
  /** Remix's request handler, with the site's load context completed by the server. */
  render: (request: Request, context: Pick<SiteLoadContext, 'clientIp' | 'cspNonce' | 'visitorRegion'>) => Promise<Response>;
  /** Visitors' regions by IP, which the page is keyed on when no CDN header names the country. */
  regions: VisitorRegions;
  /** The origin the visitor addressed, as Remix's request URL is built. */
  originOf: (req: IncomingMessage) => string;
  /** The visitor's IP, past the trusted proxies. */
  clientIpOf: (req: IncomingMessage) => string;
  /**
   * The security headers every response of the site carries, as a flat name, value… list, with a
   * policy for `nonce`; a page's own policy (hashes of its inline scripts) replaces that one.
   */
  securityHeaders: (nonce: string) => string[];
  createNonce: () => string;
  /** Milliseconds now; tests move it on. */
  now?: () => number;
}

export interface PageCache {
  /** Sends a kept page (fresh, or stale while it renders again) when there is one for the request, at once; false when there is none. */
  answerHit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers page requests from the cache (or renders and keeps them); passes on the rest with `X-Page-Cache: bypass`. */
  middleware: RequestHandler;
  /** Resolves when no render of the cache is running (tests wait for a background revalidation). */
  idle(): Promise<void>;
  /** Drops every page, e.g. when content is known to have changed. */
  clear(): void;
  /** Pages kept and the bytes they count for against PAGE_CACHE_MAX_MB. */
  size(): { pages: number; bytes: number };
}

/** Pages by key, least recently used first, evicted from the front while over `maxBytes`. */
class PageStore {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: KeptPage): void {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  size() {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}

/** The request has a session cookie under either name the site uses (a malformed one too: it is not an anonymous visitor's). */
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${sessionCookieName('sit')}|${sessionCookieName('pro')})=`);
const hasSessionCookie = (cookieHeader: string | undefined): boolean => cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);

/** Files (`/favicon.ico`, `/assets/…`, `/sitemap.xml`) are no pages to keep. */
const FILE_PATH = /\.[^/]*$/;

/**
 * The path a request's page is kept under: its path, without campaign parameters. Null when the
 * cache stays out: a file, a data request, or a query string with anything else (a preview token,
 * a calculator's fields, paging, attribution parameters a form carries on).
 */
export const pagePathOf = (url: string): string | null => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (FILE_PATH.test(path)) return null;
  if (queryAt === -1) return path;
  for (const name of new URLSearchParams(url.slice(queryAt + 1)).keys()) if (!isCampaignParameter(name)) return null;
  return path;
};

/** Whether the cache may serve a request: only anonymous page GETs (and HEADs). */
const isAnonymousRead = ({ method, headers }: IncomingMessage): boolean =>
  (method === 'GET' || method === 'HEAD') && headers.host !== undefined && !headers.authorization && !hasSessionCookie(headers.cookie);

/** q of `coding` in an Accept-Encoding value (0 when it is not named, `*` counting for it). */
const qualityOf = (acceptEncoding: string, coding: string): number => {
  let star = 0;
  for (const item of acceptEncoding.split(',')) {
    const [name, ...parameters] = item.split(';');
    const token = name.trim().toLowerCase();
    if (token !== coding && token !== '*') continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (token === coding) return quality;
    star = quality;
  }
  return star;
};

/** The stored encoding a browser gets: brotli, else gzip, else the page as it is. */
const encodingOf = remembered((acceptEncoding: string): Encoding => {
  if (qualityOf(acceptEncoding, 'br') > 0) return 'br';
  return qualityOf(acceptEncoding, 'gzip') > 0 ? 'gzip' : 'identity';
}, 100);
const encodingFor = (acceptEncoding: string | undefined): Encoding => (acceptEncoding ? encodingOf(acceptEncoding) : 'identity');

/** A weak validator, the same for every encoding of one page. */
const etagOf = (body: Buffer): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2));

/** A Vary value naming Accept-Encoding as well. */
const varyingOnEncoding = (vary: string | null): string =>
  !vary ? 'Accept-Encoding' : vary.split(',').some((field) => field.trim().toLowerCase() === 'accept-encoding') ? vary : `${vary}, Accept-Encoding`;

/** The memory a buffer holds: its whole backing store, which a slice keeps alive. */
const heldBytes = (buffer: Buffer): number => buffer.buffer.byteLength;

/** `buffer` in memory of its own: a small one is a slice of Node's shared 8 KB pool, which a kept page would pin. */
const ownCopy = (buffer: Buffer): Buffer => (heldBytes(buffer) === buffer.length ? buffer : Buffer.from(Uint8Array.prototype.slice.call(buffer).buffer));

/**
 * The rendered-page cache in front of Remix (docs/decisions/006-page-caching.md). An anonymous page
 * is keyed by host, path (campaign parameters left out), the visitor's country class (mainland or
 * not) and device class, and is rendered from a request that carries nothing else, so a key can only
 * ever hold what every visitor with that key would get. Pages carry no nonce (their policy lists
 * their inline scripts' hashes), so each is kept brotli'd and gzipped, headers and all, and sent as
 * it is (a client that takes neither gets the gzip copy unzipped). Pages stay fresh for PAGE_CACHE_TTL_SECONDS, are then served stale while one background render
 * replaces them, and fill a least-recently-used store of PAGE_CACHE_MAX_MB.
 */
export const createPageCache = ({ env, render, regions, originOf, clientIpOf, securityHeaders, createNonce, now = Date.now }: PageCacheOptions): PageCache => {
  const store = new PageStore(env.PAGE_CACHE_MAX_MB * 1024 * 1024);
  const freshMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  const staleMs = STALE_WHILE_REVALIDATE_SECONDS * 1000;
  // Every header but the policy is the same for each response; a kept page brings its own policy.
  const sharedSecurityHeaders = securityHeaders('').filter((_, index, list) => list[index - (index % 2)] !== 'Content-Security-Policy');
  const renders = new Map<string, Promise<Rendered | null>>();
  const countryClassOf = (region: string): CountryClass => (region === MAINLAND_REGION ? 'mainland' : 'other');
  /** The region the CDN's header names, when the site has one. */
  const regionByCdn = (req: IncomingMessage): string | null => {
    const country = env.VISITOR_COUNTRY_HEADER ? req.headers[env.VISITOR_COUNTRY_HEADER.toLowerCase()] : undefined;
    return regionOfCountry(typeof country === 'string' ? country : undefined);
  };
  /** Mainland or not, from the CDN's header when the site has one, else from the IP's region as already known; undefined when it is still to be asked. */
  const countryAtOnce = (req: IncomingMessage, clientIp: string): CountryClass | undefined => {
    const region = regionByCdn(req) ?? regions.knownOf(clientIp);
    return region === undefined ? undefined : countryClassOf(region);
  };
  /** The IP's region as the API's ip-info tells it; null when it cannot be told (the page then bypasses the cache). */
  const countryByLookup = (clientIp: string): Promise<CountryClass | null> =>
    regions.of(clientIp).then(countryClassOf, (error: unknown) => {
      logger.warn('Visitor region unavailable; the page is rendered without the page cache', { error });
      return null;
    });

  /** The page's headers and its bytes, once per encoding, compressed now so that no response does. */
  const keep = async (response: Response, body: Buffer): Promise<KeptPage> => {
    const [br, gz] = (
      await Promise.all([
        brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            // A window no larger than the page: the encoder's memory follows the window (4 MB by default).
            [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(zlibConstants.BROTLI_DEFAULT_WINDOW, Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length)))),
          },
        }),
        gzipped(body),
      ])
    ).map(ownCopy);
    const etag = etagOf(body);
    const common: OutgoingHttpHeader[] = [...sharedSecurityHeaders];
    for (const [name, value] of response.headers) {
      if (UNSTORED_HEADERS.has(name)) continue;
      common.push(name, name === 'vary' ? varyingOnEncoding(value) : value);
    }
    if (!response.headers.has('vary')) common.push('Vary', 'Accept-Encoding');
    common.push('ETag', etag);
    const encoded = (encoding: Encoding, bytes: Buffer): EncodedPage => ({
      head: [...common, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(bytes.length)],
      body: bytes,
    });
    const encodings = { br: encoded('br', br), gzip: encoded('gzip', gz) };
    const bytes = heldBytes(br) + heldBytes(gz) + ENTRY_OVERHEAD_BYTES;
    return { status: response.status, etag, encodings, identityHead: encoded('identity', body).head, notModified: common, bytes, renderedAt: now() };
  };

  const renderPage = async ({ url, deviceClass, visitorsAgent, clientIp, country, edgeHeaders }: RenderInput): Promise<Rendered> => {
    const aborted = new AbortController();
    // A user agent of the class, not the visitor's: the page follows from its key alone.
    const userAgent = userAgentOfClass(deviceClass) ?? visitorsAgent;
    try {
      const request = new Request(url, { headers: { ...edgeHeaders, 'User-Agent': userAgent, Accept: 'text/html' }, signal: aborted.signal });
      // The nonce is for a response the render does not share (a resource route's); a page carries none.
      const response = await render(request, { clientIp, cspNonce: createNonce(), visitorRegion: country === 'mainland' ? MAINLAND_REGION : OUTSIDE_MAINLAND });
      const body = ownCopy(Buffer.from(await response.arrayBuffer()));
      const shareable =
        response.status === 200 &&
        response.headers.getSetCookie().length === 0 &&
        response.headers.has('Content-Security-Policy') &&
        response.headers.get('Cache-Control') === anonymousPageCacheControl(env, Object.keys(edgeHeaders).length > 0) &&
        (response.headers.get('Content-Type') ?? '').startsWith('text/html');
      return shareable ? { kept: await keep(response, body) } : { once: response, body };
    } finally {
      // The page is complete: ending its request stops Remix's timers for it.
      aborted.abort();
    }
  };

  /**
   * One render per key at a time: requests for a page being rendered wait for that render. A page
   * that may be shared is kept; a server error leaves a stale copy in place until it expires, any
   * other answer (the page is gone, redirects, is personal) removes it.
   */
  const renderOnce = (input: RenderInput): { page: Promise<Rendered | null>; started: boolean } => {
    const running = renders.get(input.key);
    if (running) return { page: running, started: false };
    const page = renderPage(input)
      .then((rendered) => {
        if ('kept' in rendered) store.set(input.key, rendered.kept);
        else if (rendered.once.status < 500) store.delete(input.key);
        return rendered;
      })
      .catch((error: unknown) => {
        logger.error('Page render for the page cache failed', { url: input.url, error });
        return null;
      })
      .finally(() => renders.delete(input.key));
    renders.set(input.key, page);
    return { page, started: true };
  };

  /** Sends a kept page as it is: its stored headers and the bytes of the browser's encoding. */
  const sendKept = (req: IncomingMessage, res: ServerResponse, page: KeptPage, outcome: PageCacheOutcome): void => {
    if (matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, page.notModified.concat(PAGE_CACHE_HEADER, outcome));
      res.end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    const head = encoding === 'identity' ? page.identityHead : page.encodings[encoding].head;
    res.writeHead(page.status, head.concat(PAGE_CACHE_HEADER, outcome));
    if (req.method === 'HEAD') res.end();
    // Unzipping a page of ~150 KB takes well under a millisecond, for a client almost no visitor uses.
    else res.end(encoding === 'identity' ? gunzipSync(page.encodings.gzip.body) : page.encodings[encoding].body);
  };

  /** Sends a response the render gave only to this visitor (not kept), with the site's security headers. */
  const sendOnce = (res: ExpressResponse, response: Response, body: Buffer): void => {
    const security = securityHeaders(createNonce());
    for (let index = 0; index < security.length; index += 2) res.setHeader(security[index], security[index + 1]);
    for (const [name, value] of response.headers) if (!UNSTORED_HEADERS.has(name)) res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    res.setHeader(PAGE_CACHE_HEADER, 'bypass');
    // Through the compression middleware, like every response the cache does not keep.
    res.status(response.status).end(body);
  };

  /** The key and render input of a request the cache may answer, for the visitor's country class. */
  const inputFor = (req: IncomingMessage, path: string, clientIp: string, country: CountryClass): RenderInput => {
    const byEdge = keyedByEdge(env, (name) => req.headers[name.toLowerCase()]);
    const visitorsAgent = req.headers['user-agent'] ?? '';
    const deviceClass = (byEdge ? deviceClassOfHeader(req.headers[DEVICE_CLASS_HEADER.toLowerCase()]) : null) ?? deviceClassOf(visitorsAgent);
    const origin = originOf(req);
    const edgeHeaders: Record<string, string> = byEdge ? { [DEVICE_CLASS_HEADER]: deviceClass, [String(env.VISITOR_COUNTRY_HEADER)]: country === 'mainland' ? 'CN' : 'XX' } : {};
    return {
      key: `${origin}\n${path}\n${country}\n${deviceClass}\n${byEdge ? 'edge' : ''}`,
      url: `${origin}${path}`,
      deviceClass,
      visitorsAgent,
      clientIp,
      country,
      edgeHeaders,
    };
  };

  /** A fresh or stale kept page for `input` (a stale one starts its render again); undefined when there is none. */
  const keptFor = (input: RenderInput): { page: KeptPage; outcome: PageCacheOutcome } | undefined => {
    const cached = store.get(input.key);
    const age = cached ? now() - cached.renderedAt : Infinity;
    if (!cached || age >= freshMs + staleMs) return undefined;
    if (age >= freshMs) renderOnce(input);
    return { page: cached, outcome: age < freshMs ? 'hit' : 'stale' };
  };

  /** Renders (or waits for the render of) a page not kept; false when the request is for Remix after all. */
  const renderAndSend = async (req: IncomingMessage, res: ExpressResponse, input: RenderInput): Promise<boolean> => {
    const kept = keptFor(input);
    if (kept) {
      sendKept(req, res, kept.page, kept.outcome);
      return true;
    }
    if (req.method === 'HEAD') return false;
    const { page, started } = renderOnce(input);
    const rendered = await page;
    if (!rendered) return false;
    if ('kept' in rendered) sendKept(req, res, rendered.kept, 'miss');
    // A page that may not be shared goes only to the request that rendered it; the others render their own.
    else if (started) sendOnce(res, rendered.once, rendered.body);
    else return false;
    return true;
  };

  const bypass = (res: ExpressResponse, next: () => void) => {
    res.setHeader(PAGE_CACHE_HEADER, 'bypass');
    next();
  };

  /** The page path, client IP and (when known without asking) render input of a request the cache may answer; null when it stays out. */
  const readRequest = (req: IncomingMessage) => {
    const path = isAnonymousRead(req) ? pagePathOf(String(req.url)) : null;
    if (path === null) return null;
    const clientIp = clientIpOf(req);
    const country = countryAtOnce(req, clientIp);
    return { path, clientIp, input: country === undefined ? undefined : inputFor(req, path, clientIp, country) };
  };

  return {
    answerHit: (req, res) => {
      const input = readRequest(req)?.input;
      const kept = input && keptFor(input);
      if (kept) sendKept(req, res, kept.page, kept.outcome);
      return kept !== undefined;
    },
    middleware: (req, res, next) => {
      const read = readRequest(req);
      if (read === null) return bypass(res, next);
      // What answerHit did not answer: a page to render (or kept while the visitor's region was asked).
      const { path, clientIp, input } = read;
      void (input ? Promise.resolve(input) : countryByLookup(clientIp).then((known) => known && inputFor(req, path, clientIp, known)))
        .then((known) => known !== null && renderAndSend(req, res, known))
        .then(
          (served) => served || bypass(res, next),
          (error: unknown) => next(error),
        );
    },
    idle: async () => {
      while (renders.size > 0) await Promise.all(renders.values());
    },
    clear: () => store.clear(),
    size: () => store.size(),
  };
};
