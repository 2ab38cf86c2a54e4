import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { RequestHandler } from 'express';
import { MAINLAND_REGION } from '@brokerage/domain';
import { parseDeviceFlags } from '@brokerage/layout';
import { STALE_WHILE_REVALIDATE_SECONDS, anonymousPageCacheControl } from './cache-policy';
import type { SiteEnv } from './env';
import type { SiteLoadContext } from './load-context';
import { logger } from './logger';
import type { RequestAddressing } from './request-addressing';
import type { VisitorRegions } from './request-api';
import { type GzipParts, gzipChunks, gzipPartsOf } from './gzip-parts';
import { memoized } from './memoized';
import { createNonce } from './security-headers';
import { regionOfCountry } from './visitor-region';
import { sessionCookieName } from './session-cookie';
import { terminalOf } from './terminal';

/** Response header naming what the page cache did: served a `hit` or a `stale` copy, rendered and kept it (`miss`), or stayed out (`bypass`). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export type PageCacheOutcome = 'hit' | 'miss' | 'stale' | 'bypass';

/** The region a page is rendered for when the visitor is not in mainland China (the frame only asks "mainland or not"). */
const OUTSIDE_MAINLAND = 'OUTSIDE_MAINLAND';
/** What an entry costs besides its body (key, headers, bookkeeping), for the memory bound. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** Response headers never kept: the length is the filled body's, and a cookie is one visitor's. */
const UNSTORED_HEADERS = new Set(['content-length', 'set-cookie', 'content-security-policy']);

type CountryClass = 'mainland' | 'other';

/** What a render may depend on besides the path: everything else is left out of the request it sees. */
interface RenderInput {
  key: string;
  url: string;
  userAgent: string;
  clientIp: string;
  country: CountryClass;
}

/** A rendered response, its body cut where the render's nonce stood so each response can carry its own. */
interface RenderedPage {
  status: number;
  /**
   * As rendered, with the ETag, as a flat name, value… list for `writeHead`; a kept page's `vary`
   * names Accept-Encoding too, as its body is sent gzipped or not. Set-Cookie's value lists every cookie.
   */
  head: OutgoingHttpHeader[];
  parts: Buffer[];
  /** Set when the page may be kept and shared: an anonymous 200 HTML page under the default rule, no cookie. */
  etag: string | null;
  /** A kept page's parts ready for gzip; null for pages not kept. */
  gzip: GzipParts | null;
  bytes: number;
  renderedAt: number;
}

/** What every response of the site starts with: its CSP nonce, and the headers carrying it as a flat name, value… list. */
export interface ResponseStart {
  nonce: string;
  headers: string[];
}

export interface PageCacheOptions {
  env: SiteEnv;
  /** Remix's request handler, with the site's load context completed by the server. */
  render: (request: Request, context: Pick<SiteLoadContext, 'clientIp' | 'cspNonce' | 'visitorRegion'>) => Promise<Response>;
  /** The visitor's IP and the origin they addressed. */
  addressing: RequestAddressing;
  /** Visitors' regions by IP, which the page is keyed on when no CDN header names the country. */
  regions: VisitorRegions;
  /** Milliseconds now; tests move it on. */
  now?: () => number;
}

export interface PageCache {
  /** Serves through Express: renders pages not kept, and answers what `answerAtOnce` could not. Needs the response's nonce in `res.locals.cspNonce`. */
  middleware: RequestHandler;
  /**
   * Answers a request from a kept page (fresh or stale) at once, before Express has seen it, when all
   * its key needs is at hand (the visitor's region known already). `begin`, given the visitor's IP,
   * starts the response: its nonce and security headers. True once the page is written out; false,
   * having written nothing, when the request is for the middleware.
   */
  answerAtOnce(req: IncomingMessage, res: ServerResponse, begin: (clientIp: string) => ResponseStart): boolean;
  /** Resolves when no render of the cache is running (tests wait for a background revalidation). */
  idle(): Promise<void>;
  /** Drops every page, e.g. when content is known to have changed. */
  clear(): void;
  /** Pages kept and the bytes they count for against PAGE_CACHE_MAX_MB. */
  size(): { pages: number; bytes: number };
}

/** Pages by key, least recently used first, evicted from the front while over `maxBytes`. */
class PageStore {
  private readonly pages = new Map<string, RenderedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: RenderedPage): void {
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

/**
 * Whether the cache may serve a request: only anonymous page GETs (and HEADs) without a query
 * string. A query string can carry a preview token, a calculator's fields or campaign parameters
 * the page writes into its forms; `.data` requests are Remix's client navigations, cheap to answer
 * and keyed by their `_routes` query.
 */
const isCacheableRequest = ({ method, url = '', headers }: IncomingMessage): boolean => {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.includes('?') || url.endsWith('.data') || !headers.host) return false;
  return !headers.authorization && !hasSessionCookie(headers.cookie);
};

/** Every device flag the frame derives from the user agent, and the API terminal: a page is the same for one device class. */
const deviceClassOf = (userAgent: string): string => {
  const flags = Object.entries(parseDeviceFlags(userAgent)).filter(([, set]) => set);
  return `${flags.map(([flag]) => flag).join(',')}/${terminalOf(userAgent)}`;
};

const deviceClassOfUserAgent = memoized(deviceClassOf, 1000);

/** Whether an Accept-Encoding value takes gzip rather than the page as it is (as Express's `acceptsEncodings` tells). */
const gzipTakenBy = memoized((acceptEncoding) => accepts({ headers: { 'accept-encoding': acceptEncoding } } as IncomingMessage).encodings(['gzip', 'identity']) === 'gzip', 100);

/** A flat name, value… header list without the header `name`. */
const withoutHeader = (list: string[], name: string): string[] => list.filter((_, index) => list[index - (index % 2)] !== name);

/** A weak validator: the bytes differ in each response's nonce, the page itself does not. */
const etagOf = (parts: readonly Buffer[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
};

const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2));

/** The body's pieces around each occurrence of `nonce`: only the render's own nonce, never text the content brought along. */
const cutAt = (body: Buffer, nonce: string): Buffer[] => {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
};

/** The body's chunks: the parts with `nonce` between them. */
const filledChunks = (parts: readonly Buffer[], nonce: Buffer): Buffer[] => {
  const chunks = [parts[0]];
  for (let index = 1; index < parts.length; index += 1) chunks.push(nonce, parts[index]);
  return chunks;
};

/** Chunks shorter than this are copied together rather than written one by one: each write costs more than copying ~4 KB. */
const SHORT_CHUNK_BYTES = 4096;

/** `chunks` with each run of short ones joined into one buffer: a response's nonces and the short parts between them go out as a few writes, not a dozen. */
const coalesced = (chunks: readonly Buffer[]): Buffer[] => {
  const joined: Buffer[] = [];
  let run: Buffer[] = [];
  const endRun = () => {
    if (run.length > 0) joined.push(run.length === 1 ? run[0] : Buffer.concat(run));
    run = [];
  };
  for (const chunk of chunks) {
    if (chunk.length < SHORT_CHUNK_BYTES) {
      run.push(chunk);
    } else {
      endRun();
      joined.push(chunk);
    }
  }
  endRun();
  return joined;
};

/** A Vary value naming Accept-Encoding as well. */
const varyingOnEncoding = (vary: string | undefined): string =>
  !vary ? 'Accept-Encoding' : vary.split(',').some((field) => field.trim().toLowerCase() === 'accept-encoding') ? vary : `${vary}, Accept-Encoding`;

/**
 * The rendered-page cache in front of Remix (docs/decisions/006-page-caching.md). An anonymous page
 * is keyed by host, path, the visitor's country class (mainland or not) and device class, and is
 * rendered from a request that carries nothing else, so a key can only ever hold what every visitor
 * with that key would get. Pages stay fresh for PAGE_CACHE_TTL_SECONDS, are then served stale while
 * one background render replaces them, and fill a least-recently-used store of PAGE_CACHE_MAX_MB.
 * Each response gets its own CSP nonce, put where the render's nonce stood.
 */
export const createPageCache = ({ env, render, addressing, regions, now = Date.now }: PageCacheOptions): PageCache => {
  const store = new PageStore(env.PAGE_CACHE_MAX_MB * 1024 * 1024);
  const freshMs = env.PAGE_CACHE_TTL_SECONDS * 1000;
  const staleMs = STALE_WHILE_REVALIDATE_SECONDS * 1000;
  const cacheControl = anonymousPageCacheControl(env);
  const renders = new Map<string, Promise<RenderedPage | null>>();
  /** The region of an IP, as the API's ip-info tells it (null when it cannot be told: the page then bypasses the cache). */
  const regionOf = (ip: string): Promise<string | null> =>
    regions.of(ip).catch((error: unknown) => {
      logger.warn('Visitor region unavailable; the page is rendered without the page cache', { error });
      return null;
    });
  const countryClassOf = (region: string): CountryClass => (region === MAINLAND_REGION ? 'mainland' : 'other');
  /** The region the CDN's header names, when the site has one. */
  const regionByCdn = (req: IncomingMessage): string | null => {
    const country = env.VISITOR_COUNTRY_HEADER ? req.headers[env.VISITOR_COUNTRY_HEADER.toLowerCase()] : undefined;
    return regionOfCountry(typeof country === 'string' ? country : undefined);
  };

  /** Mainland or not, from the CDN's header when the site has one, else from the IP's region; null when it cannot be told. */
  const countryOf = async (req: IncomingMessage, clientIp: string): Promise<CountryClass | null> => {
    const region = regionByCdn(req) ?? (await regionOf(clientIp));
    return region === null ? null : countryClassOf(region);
  };

  /** `countryOf` when it is known without waiting; undefined when the IP's region is still to be asked. */
  const countryAtOnce = (req: IncomingMessage, clientIp: string): CountryClass | undefined => {
    const region = regionByCdn(req) ?? regions.knownOf(clientIp);
    return region === undefined ? undefined : countryClassOf(region);
  };

  const renderPage = async ({ url, userAgent, clientIp, country }: RenderInput): Promise<RenderedPage> => {
    const nonce = createNonce();
    const aborted = new AbortController();
    try {
      const request = new Request(url, { headers: { 'User-Agent': userAgent, Accept: 'text/html' }, signal: aborted.signal });
      const response = await render(request, { clientIp, cspNonce: nonce, visitorRegion: country === 'mainland' ? MAINLAND_REGION : OUTSIDE_MAINLAND });
      const parts = cutAt(Buffer.from(await response.arrayBuffer()), nonce);
      const headers = new Map([...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name)));
      const cookies = response.headers.getSetCookie();
      const shareable =
        response.status === 200 &&
        cookies.length === 0 &&
        response.headers.get('Cache-Control') === cacheControl &&
        (response.headers.get('Content-Type') ?? '').startsWith('text/html');
      const gzip = shareable ? gzipPartsOf(parts) : null;
      const etag = shareable ? etagOf(parts) : null;
      if (shareable) headers.set('vary', varyingOnEncoding(headers.get('vary')));
      const head: OutgoingHttpHeader[] = [...headers].flat();
      if (cookies.length > 0) head.push('set-cookie', cookies);
      if (etag) head.push('ETag', etag);
      const bytes = [...parts, ...(gzip?.deflated ?? [])].reduce((sum, part) => sum + part.length, ENTRY_OVERHEAD_BYTES);
      return { status: response.status, head, parts, etag, gzip, bytes, renderedAt: now() };
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
  const renderOnce = (input: RenderInput): { page: Promise<RenderedPage | null>; started: boolean } => {
    const running = renders.get(input.key);
    if (running) return { page: running, started: false };
    const page = renderPage(input)
      .then((rendered) => {
        if (rendered.etag) store.set(input.key, rendered);
        else if (rendered.status < 500) store.delete(input.key);
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

  /**
   * Writes a page's status and headers (with `start`'s and those set on `res` before) and gives the
   * body filled with this response's nonce, gzipped from the kept parts when the browser takes gzip;
   * null when no body goes (304, HEAD).
   */
  const answerWith = (req: IncomingMessage, res: ServerResponse, page: RenderedPage, outcome: PageCacheOutcome, start: ResponseStart): Buffer[] | null => {
    if (page.etag && matchesEtag(req.headers['if-none-match'], page.etag)) {
      // The browser keeps its copy and the headers it came with; a new CSP would not match that copy's nonce.
      res.removeHeader('Content-Security-Policy');
      res.writeHead(304, page.head.concat(withoutHeader(start.headers, 'Content-Security-Policy'), PAGE_CACHE_HEADER, outcome));
      return null;
    }
    const nonce = Buffer.from(start.nonce);
    const gzip = page.gzip && gzipTakenBy(req.headers['accept-encoding'] ?? '') ? page.gzip : null;
    const chunks = gzip ? gzipChunks(page.parts, gzip, nonce) : filledChunks(page.parts, nonce);
    let length = 0;
    for (const chunk of chunks) length += chunk.length;
    const head = page.head.concat(start.headers, PAGE_CACHE_HEADER, outcome, 'Content-Length', String(length));
    if (gzip) head.push('Content-Encoding', 'gzip');
    res.writeHead(page.status, head);
    return req.method === 'HEAD' ? null : chunks;
  };

  /** Sends a page through Express's middleware, in one buffer: the compression middleware's output would wait for a 'drain' a corked socket never emits. */
  const send = (req: IncomingMessage, res: ServerResponse, page: RenderedPage, outcome: PageCacheOutcome, start: ResponseStart): void => {
    const chunks = answerWith(req, res, page, outcome, start);
    if (chunks) res.end(Buffer.concat(chunks));
    else res.end();
  };

  /** Sends a page on the bare response (answered before Express): the stored parts and the nonce go out with the headers in one writev, short pieces joined, the long parts not copied. */
  const sendDirect = (req: IncomingMessage, res: ServerResponse, page: RenderedPage, outcome: PageCacheOutcome, start: ResponseStart): void => {
    const chunks = answerWith(req, res, page, outcome, start);
    res.cork();
    for (const chunk of chunks ? coalesced(chunks) : []) res.write(chunk);
    res.end();
  };

  /** The key and render input of a request the cache may answer, for the visitor's country class. */
  const inputFor = (req: IncomingMessage, clientIp: string, country: CountryClass): RenderInput => {
    const userAgent = req.headers['user-agent'] ?? '';
    const origin = addressing.origin(req);
    const path = req.url ?? '/';
    const key = `${origin}\n${path}\n${country}\n${deviceClassOfUserAgent(userAgent)}`;
    return { key, url: `${origin}${path}`, userAgent, clientIp, country };
  };

  /**
   * Answers from the kept copy of `input`'s page when there is one still fresh or within its stale
   * window (then rendered again), handing it to `deliver`; false when there is none.
   */
  const sendKept = (input: RenderInput, deliver: (page: RenderedPage, outcome: PageCacheOutcome) => void): boolean => {
    const cached = store.get(input.key);
    const age = cached ? now() - cached.renderedAt : Infinity;
    if (!cached || age >= freshMs + staleMs) return false;
    if (age >= freshMs) renderOnce(input);
    deliver(cached, age < freshMs ? 'hit' : 'stale');
    return true;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, start: ResponseStart): Promise<boolean> => {
    if (!isCacheableRequest(req)) return false;
    const clientIp = addressing.clientIp(req);
    const country = await countryOf(req, clientIp);
    if (!country) return false;
    const input = inputFor(req, clientIp, country);
    if (sendKept(input, (page, outcome) => send(req, res, page, outcome, start))) return true;
    if (req.method === 'HEAD') return false;
    const { page, started } = renderOnce(input);
    const rendered = await page;
    // A page that may not be shared goes only to the request that rendered it; the others render their own.
    if (!rendered || (!rendered.etag && !started)) return false;
    send(req, res, rendered, rendered.etag ? 'miss' : 'bypass', start);
    return true;
  };

  return {
    middleware: (req, res, next) => {
      // Express's own middleware has set the security headers on `res` already.
      serve(req, res, { nonce: String(res.locals.cspNonce), headers: [] }).then(
        (served) => {
          if (served) return;
          res.setHeader(PAGE_CACHE_HEADER, 'bypass');
          next();
        },
        (error: unknown) => next(error),
      );
    },
    answerAtOnce: (req, res, begin) => {
      if (!isCacheableRequest(req)) return false;
      const clientIp = addressing.clientIp(req);
      const country = countryAtOnce(req, clientIp);
      return country !== undefined && sendKept(inputFor(req, clientIp, country), (page, outcome) => sendDirect(req, res, page, outcome, begin(clientIp)));
    },
    idle: async () => {
      while (renders.size > 0) await Promise.all(renders.values());
    },
    clear: () => store.clear(),
    size: () => store.size(),
  };
};
