import { isIP } from 'node:net';
import { z } from 'zod';
import type { District } from '@brokerage/contracts';

export const APP_ENVS = ['sit', 'uat', 'pro'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Port of each site when no variable sets one (team convention: HK 3000, mainland 3001). */
export const DEFAULT_PORTS: Record<District, number> = { hk: 3000, mainland: 3001 };
/** The district's own port variable; it wins over the generic PORT. */
export const PORT_VARIABLES: Record<District, 'HK_PORT' | 'MAINLAND_PORT'> = { hk: 'HK_PORT', mainland: 'MAINLAND_PORT' };

const LOCAL_DEFAULTS = {
  API_URL: 'http://127.0.0.1:4000',
  HK_SITE_URL: 'http://localhost:3000',
  MAINLAND_SITE_URL: 'http://localhost:3001',
};

/** Variables that have a local default outside `pro` but must be set explicitly in `pro`. */
const REQUIRED_IN_PRO = ['API_URL', 'HK_SITE_URL', 'MAINLAND_SITE_URL'] as const;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One proxy-addr entry: an IP address, a subnet (address/prefix) or loopback, linklocal, uniquelocal. */
const isProxyEntry = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/** Same format as the API's TRUSTED_PROXIES: comma-separated proxy-addr entries. */
const trustedProxiesSchema = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine((entries) => entries.every(isProxyEntry), {
    message: 'must be a comma-separated list of IP addresses, subnets (10.0.0.0/8), loopback, linklocal or uniquelocal',
  });

const portSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a port number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a port number between 1 and 65535').max(65535, 'must be a port number between 1 and 65535'));

/** An http(s) origin or base URL, kept without a trailing slash. */
const httpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** A site's public origin: scheme, host and port only. */
const siteOrigin = httpUrl.refine((value) => new URL(value).pathname === '/' && !value.includes('?'), 'must be an origin such as https://www.example.com (no path)');

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  APP_ENV: z.enum(APP_ENVS).default('sit'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: portSchema.optional(),
  HK_PORT: portSchema.optional(),
  MAINLAND_PORT: portSchema.optional(),
  API_URL: httpUrl.optional(),
  HK_SITE_URL: siteOrigin.optional(),
  MAINLAND_SITE_URL: siteOrigin.optional(),
  TRUSTED_PROXIES: trustedProxiesSchema.default(['loopback']),
  ANALYTICS_URL: httpUrl.optional(),
  VISITOR_COUNTRY_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as CF-IPCountry')
    .optional(),
  PAGE_CACHE_MAX_MB: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'must be a whole number of megabytes (0 turns the page cache off)')
    .transform(Number)
    .default(50),
  PAGE_CACHE_TTL_SECONDS: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'must be a whole number of seconds')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1 second'))
    .default(30),
  RENDER_CONCURRENCY: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'must be a whole number of renders')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(1000, 'must be at most 1000'))
    .default(8),
  RENDER_QUEUE_LIMIT: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be a whole number of requests (0: refuse at once when every render slot is busy)')
    .transform(Number)
    .default(500),
  CAPTCHA_PROVIDER: z.enum(['slider', 'aliyun']).default('slider'),
  CAPTCHA_APP_KEY: z.string().trim().regex(/^[\w-]{1,64}$/, 'must be the identity prefix of the Alibaba Cloud Captcha console').optional(),
  CAPTCHA_SCENE: z.string().trim().regex(/^[\w-]{1,64}$/, 'must be a scene id of the Alibaba Cloud Captcha console').optional(),
  CAPTCHA_REGION: z.enum(['cn', 'sgp']).optional(),
});

/** The captcha the panel shows past the free code sends: the API's slider, or Alibaba Cloud Captcha 2.0's script (as the API's CAPTCHA_PROVIDER). */
export type SiteCaptcha = { provider: 'slider' } | { provider: 'aliyun'; appKey: string; scene: string; region: 'cn' | 'sgp' };
const ALIYUN_CAPTCHA_VARIABLES = ['CAPTCHA_APP_KEY', 'CAPTCHA_SCENE', 'CAPTCHA_REGION'] as const;

/** The validated configuration of one site server. */
export interface SiteEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  APP_ENV: AppEnv;
  HOST: string;
  /** Port this site listens on: HK_PORT / MAINLAND_PORT, else PORT, else the district default. */
  PORT: number;
  /** Base URL of the broker API the site server calls. */
  API_URL: string;
  HK_SITE_URL: string;
  MAINLAND_SITE_URL: string;
  /** Public origin of this district's site (canonical URLs, sitemap). */
  SITE_URL: string;
  /** Proxies whose X-Forwarded-For is believed (the visitor IP behind them); loopback by default. */
  TRUSTED_PROXIES: string[];
  /**
   * This district's analytics collector (spec 7: one per environment and district). Unset: the API's
   * own collector in sit and uat, analytics off in pro.
   */
  ANALYTICS_URL?: string;
  /**
   * A header the CDN in front sets to the visitor's ISO country (CF-IPCountry, CloudFront-Viewer-Country):
   * the mainland check reads it instead of asking the API, and anonymous pages become cacheable by that CDN.
   */
  VISITOR_COUNTRY_HEADER?: string;
  /** Memory bound of the rendered-page cache in megabytes; 0 turns it off (docs/decisions/006-page-caching.md). */
  PAGE_CACHE_MAX_MB: number;
  /** How long a cached page is served as fresh; after that it is served stale while it is rendered again. */
  PAGE_CACHE_TTL_SECONDS: number;
  /** Page renders (Remix requests) that run at once; more wait, so a burst cannot grow memory without bound. */
  RENDER_CONCURRENCY: number;
  /** Requests that may wait for a render; beyond it they are answered 503 with Retry-After. */
  RENDER_QUEUE_LIMIT: number;
  /** CAPTCHA_PROVIDER and, for `aliyun`, its app key, scene and region: the script is loaded and allowed by the CSP only then. */
  CAPTCHA: SiteCaptcha;
}

/** Names an operator may write for TRUSTED_PROXIES: set, they would be silently ignored, so the start refuses them. */
const MISNAMED_TRUSTED_PROXIES = ['TRUST_PROXY', 'TRUST_PROXIES', 'TRUSTED_PROXY'];

/** Thrown at start when the environment is wrong; the message names every wrong variable. */
export class SiteEnvError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(`Invalid environment variables:\n${problems.map(({ variable, message }) => `  ${variable}: ${message}`).join('\n')}`);
    this.name = 'SiteEnvError';
  }
}

const setIn = (env: NodeJS.ProcessEnv | Record<string, string | undefined>, name: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '';
};

/** The variables a site reads (each may also come from a file: NAME_FILE). */
export const SITE_VARIABLES: readonly string[] = Object.keys(rawSchema.shape);

/**
 * Reads and validates the site server's environment. Empty values count as unset. In `pro` the
 * API and site URLs have no default: a production site must never silently call a local API.
 */
export const parseSiteEnv = (district: District, env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): SiteEnv => {
  const input = Object.fromEntries(Object.keys(rawSchema.shape).filter((name) => setIn(env, name)).map((name) => [name, env[name]]));
  const result = rawSchema.safeParse(input);
  const misnamed = MISNAMED_TRUSTED_PROXIES.filter((name) => setIn(env, name)).map((variable) => ({ variable, message: 'is not read: the proxy list is TRUSTED_PROXIES' }));
  if (!result.success || misnamed.length > 0) {
    const issues = result.success ? [] : result.error.issues;
    throw new SiteEnvError([
      ...issues.map((issue) => {
        const variable = String(issue.path[0] ?? '(environment)');
        const received = typeof input[variable] === 'string' ? ` (got "${input[variable]}")` : '';
        return { variable, message: `${issue.message}${received}` };
      }),
      ...misnamed,
    ]);
  }
  const parsed = result.data;
  if (parsed.APP_ENV === 'pro') {
    const missing = REQUIRED_IN_PRO.filter((name) => parsed[name] === undefined);
    const problems = missing.map((variable) => ({ variable, message: 'is required when APP_ENV=pro' }));
    for (const name of ['HK_SITE_URL', 'MAINLAND_SITE_URL'] as const) {
      const value = parsed[name];
      if (value && !value.startsWith('https://')) problems.push({ variable: name, message: `must be an https:// origin when APP_ENV=pro (got "${value}")` });
    }
    if (problems.length > 0) throw new SiteEnvError(problems);
  }

  const captchaProblems =
    parsed.CAPTCHA_PROVIDER === 'aliyun'
      ? (['CAPTCHA_APP_KEY', 'CAPTCHA_SCENE'] as const).filter((name) => !parsed[name]).map((variable) => ({ variable, message: 'is required when CAPTCHA_PROVIDER=aliyun' }))
      : ALIYUN_CAPTCHA_VARIABLES.filter((name) => parsed[name] !== undefined).map((variable) => ({ variable, message: 'is not read by CAPTCHA_PROVIDER=slider: only CAPTCHA_PROVIDER=aliyun uses it' }));
  if (captchaProblems.length > 0) throw new SiteEnvError(captchaProblems);
  const CAPTCHA: SiteCaptcha =
    parsed.CAPTCHA_PROVIDER === 'aliyun' && parsed.CAPTCHA_APP_KEY && parsed.CAPTCHA_SCENE
      ? { provider: 'aliyun', appKey: parsed.CAPTCHA_APP_KEY, scene: parsed.CAPTCHA_SCENE, region: parsed.CAPTCHA_REGION ?? 'cn' }
      : { provider: 'slider' };

  const HK_SITE_URL = parsed.HK_SITE_URL ?? LOCAL_DEFAULTS.HK_SITE_URL;
  const MAINLAND_SITE_URL = parsed.MAINLAND_SITE_URL ?? LOCAL_DEFAULTS.MAINLAND_SITE_URL;
  return {
    NODE_ENV: parsed.NODE_ENV,
    APP_ENV: parsed.APP_ENV,
    HOST: parsed.HOST,
    PORT: parsed[PORT_VARIABLES[district]] ?? parsed.PORT ?? DEFAULT_PORTS[district],
    API_URL: parsed.API_URL ?? LOCAL_DEFAULTS.API_URL,
    HK_SITE_URL,
    MAINLAND_SITE_URL,
    SITE_URL: district === 'hk' ? HK_SITE_URL : MAINLAND_SITE_URL,
    TRUSTED_PROXIES: parsed.TRUSTED_PROXIES,
    ...(parsed.ANALYTICS_URL ? { ANALYTICS_URL: parsed.ANALYTICS_URL } : {}),
    ...(parsed.VISITOR_COUNTRY_HEADER ? { VISITOR_COUNTRY_HEADER: parsed.VISITOR_COUNTRY_HEADER } : {}),
    PAGE_CACHE_MAX_MB: parsed.PAGE_CACHE_MAX_MB,
    PAGE_CACHE_TTL_SECONDS: parsed.PAGE_CACHE_TTL_SECONDS,
    RENDER_CONCURRENCY: parsed.RENDER_CONCURRENCY,
    RENDER_QUEUE_LIMIT: parsed.RENDER_QUEUE_LIMIT,
    CAPTCHA,
  };
};
