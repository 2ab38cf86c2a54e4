import { z } from 'zod';
import { ALIYUN_CAPTCHA_ENDPOINTS, type AliyunCaptchaSettings } from '../services/captcha/aliyun-captcha';
import { CAPTCHA_PROVIDERS } from '../services/captcha/captcha-provider';
import type { ProofOfWorkSettings } from '../services/captcha/proof-of-work';

export const APP_ENVS = ['sit', 'uat', 'pro'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** PEM blocks may arrive with literal `\n` escapes (common in secret stores); several keys may be concatenated. */
const pemList = optionalText.transform((value) =>
  value
    ? (value.replace(/\\n/g, '\n').match(/-----BEGIN (?:RSA )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA )?PRIVATE KEY-----/g) ?? [])
    : [],
);

/**
 * The slider's proof of work when CAPTCHA_POW_* are unset: about 0.6 s of one core per solve, for a
 * script and for a browser alike (PBKDF2 runs natively in both; `npm run bench`), done while the visitor drags.
 */
export const DEFAULT_POW: ProofOfWorkSettings = { maxNumber: 5000, cost: 1000 };
/** Least CAPTCHA_POW_MAX_NUMBER `pro` accepts with the slider: below it the work is no wall. */
export const MIN_PRO_POW_MAX_NUMBER = 1000;

/** Which captcha guards code sends past the free ones, and its settings. */
export type CaptchaConfig =
  | { provider: 'slider'; /** Null: the puzzle alone (CAPTCHA_POW_MAX_NUMBER=0), refused in `pro`. */ proofOfWork: ProofOfWorkSettings | null }
  | { provider: 'aliyun'; aliyun: Omit<AliyunCaptchaSettings, 'timeoutMs'>; /** For the browser script: its `prefix` (identity) and `region`. */ appKey: string; region: keyof typeof ALIYUN_CAPTCHA_ENDPOINTS };

const envSchema = z.object({
  APP_ENV: z.enum(APP_ENVS).default('sit'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText.refine((value) => !value || /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://'),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(64).default('broker:'),
  TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalText.refine((value) => !value || /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://'),
  SMTP_FROM: optionalText,
  SMS_GATEWAY_URL: optionalText.refine((value) => !value || /^https?:\/\//.test(value), 'must be an http(s) URL'),
  SMS_GATEWAY_TOKEN: optionalText,
  RSA_PRIVATE_KEYS: pemList,
  APP_SECRET: optionalText,
  PREVIEW_TOKEN: optionalText,
  UPLOAD_DIR: z.string().trim().min(1).default('data/uploads'),
  SEED_CALENDAR: z.enum(['fixed', 'today'], { error: 'must be fixed or today' }).default('fixed'),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS, { error: `must be one of: ${CAPTCHA_PROVIDERS.join(', ')} (docs/decisions/009-captcha-provider.md)` }).default('slider'),
  CAPTCHA_POW_MAX_NUMBER: z.coerce.number().int().min(0).max(10_000_000).default(DEFAULT_POW.maxNumber),
  CAPTCHA_POW_COST: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_POW.cost),
  CAPTCHA_APP_KEY: optionalText,
  CAPTCHA_SCENE: optionalText,
  CAPTCHA_REGION: z.enum(['cn', 'sgp']).default('cn'),
  CAPTCHA_VERIFY_URL: optionalText.refine((value) => !value || /^https?:\/\//.test(value), 'must be an http(s) URL'),
  CAPTCHA_ACCESS_KEY_ID: optionalText,
  CAPTCHA_ACCESS_KEY_SECRET: optionalText,
});

/** The variables the API reads (each may also come from a file: NAME_FILE). */
export const API_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  appEnv: AppEnv;
  port: number;
  host: string;
  /** Undefined → SQLite file `data/broker.sqlite`. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Keeps environments sharing one Redis apart. */
  redisKeyPrefix: string;
  /** proxy-addr entries (IPs, CIDRs, `loopback`, `linklocal`, `uniquelocal`) allowed to set X-Forwarded-For. */
  trustedProxies: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  smtp?: { url: string; from: string };
  smsGateway?: { url: string; token?: string };
  /** PEM private keys from secrets; empty outside `pro` means: generate and persist on first start. */
  rsaPrivateKeys: string[];
  /** HMAC secret for upload permissions; generated and persisted outside `pro` when unset. */
  appSecret?: string;
  /** Token that unlocks unpublished content previews. */
  previewToken?: string;
  uploadDir: string;
  /** `today` moves the seeded talks, events and promotions forward by whole weeks to the current date (local stacks). */
  seedCalendar: 'fixed' | 'today';
  /** Which captcha guards code sends past the free ones. */
  captcha: CaptchaConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MIN_RSA_BITS = 2048;

/** Names an operator may write for TRUSTED_PROXIES (the sites refuse the same): set, they would be silently ignored. */
const MISNAMED_TRUSTED_PROXIES = ['TRUST_PROXY', 'TRUST_PROXIES', 'TRUSTED_PROXY'];

/** Alibaba Cloud Captcha's settings (spec 7: app key, scene): required with CAPTCHA_PROVIDER=aliyun, refused otherwise (they would be ignored). */
const ALIYUN_CAPTCHA_VARIABLES = ['CAPTCHA_APP_KEY', 'CAPTCHA_SCENE', 'CAPTCHA_ACCESS_KEY_ID', 'CAPTCHA_ACCESS_KEY_SECRET', 'CAPTCHA_VERIFY_URL', 'CAPTCHA_REGION'] as const;
const REQUIRED_ALIYUN_VARIABLES = ['CAPTCHA_APP_KEY', 'CAPTCHA_SCENE', 'CAPTCHA_ACCESS_KEY_ID', 'CAPTCHA_ACCESS_KEY_SECRET'] as const;
const POW_VARIABLES = ['CAPTCHA_POW_MAX_NUMBER', 'CAPTCHA_POW_COST'] as const;

type EnvValues = z.infer<typeof envSchema>;

/** The captcha settings, or the problems that name what is missing or not read. */
const captchaConfig = (values: EnvValues, env: NodeJS.ProcessEnv): { captcha?: CaptchaConfig; problems: string[] } => {
  if (values.CAPTCHA_PROVIDER === 'slider') {
    const problems = ALIYUN_CAPTCHA_VARIABLES.filter((name) => env[name] !== undefined).map(
      (name) => `${name}: is not read by CAPTCHA_PROVIDER=slider: only CAPTCHA_PROVIDER=aliyun uses it`,
    );
    const proofOfWork = values.CAPTCHA_POW_MAX_NUMBER === 0 ? null : { maxNumber: values.CAPTCHA_POW_MAX_NUMBER, cost: values.CAPTCHA_POW_COST };
    return { captcha: { provider: 'slider', proofOfWork }, problems };
  }
  const problems: string[] = REQUIRED_ALIYUN_VARIABLES.filter((name) => !values[name]).map((name) => `${name}: required with CAPTCHA_PROVIDER=aliyun`);
  problems.push(...POW_VARIABLES.filter((name) => env[name] !== undefined).map((name) => `${name}: is not read by CAPTCHA_PROVIDER=aliyun: only the slider's proof of work uses it`));
  const { CAPTCHA_APP_KEY: appKey, CAPTCHA_SCENE: sceneId, CAPTCHA_ACCESS_KEY_ID: accessKeyId, CAPTCHA_ACCESS_KEY_SECRET: accessKeySecret } = values;
  if (!appKey || !sceneId || !accessKeyId || !accessKeySecret) return { problems };
  const verifyUrl = values.CAPTCHA_VERIFY_URL ?? ALIYUN_CAPTCHA_ENDPOINTS[values.CAPTCHA_REGION];
  return { captcha: { provider: 'aliyun', aliyun: { verifyUrl, sceneId, accessKeyId, accessKeySecret }, appKey, region: values.CAPTCHA_REGION }, problems };
};

/** Problems that make a `pro` start unsafe; outside `pro` the dev fallbacks are fine. */
const productionProblems = (config: AppConfig, rsaBits: (pem: string) => number): string[] => {
  const problems: string[] = [];
  if (!config.smtp) problems.push('SMTP_URL and SMTP_FROM: required in pro (e-mail codes are sent over SMTP)');
  if (!config.smsGateway?.token) problems.push('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN: required in pro (SMS codes go through the gateway)');
  if (config.rsaPrivateKeys.length === 0) problems.push('RSA_PRIVATE_KEYS: required in pro (PEM private keys, at least 2048 bits)');
  config.rsaPrivateKeys.forEach((pem, index) => {
    const bits = rsaBits(pem);
    if (bits < MIN_RSA_BITS) problems.push(`RSA_PRIVATE_KEYS: key ${index + 1} has ${bits || 'unreadable'} bits, at least ${MIN_RSA_BITS} required`);
  });
  if (!config.appSecret || config.appSecret.length < 32) problems.push('APP_SECRET: required in pro, at least 32 characters');
  if (!config.previewToken || config.previewToken.length < 24) problems.push('PREVIEW_TOKEN: required in pro, at least 24 characters');
  // A script solves the puzzle alone (issue 27): in pro it must come with work, or the commercial service guards sends.
  if (config.captcha.provider === 'slider' && (config.captcha.proofOfWork?.maxNumber ?? 0) < MIN_PRO_POW_MAX_NUMBER) {
    problems.push(
      `CAPTCHA_POW_MAX_NUMBER: at least ${MIN_PRO_POW_MAX_NUMBER} in pro with CAPTCHA_PROVIDER=slider (the slider alone is passed by a script), or set CAPTCHA_PROVIDER=aliyun`,
    );
  }
  return problems;
};

/**
 * Reads the API configuration from the environment. Every problem names its variable;
 * in `pro` missing secrets, keys or delivery settings stop the start.
 */
export const loadConfig = (env: NodeJS.ProcessEnv, rsaBits: (pem: string) => number): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = MISNAMED_TRUSTED_PROXIES.filter((name) => env[name] !== undefined).map((name) => `${name}: is not read: the proxy list is TRUSTED_PROXIES`);
  const { captcha, problems: captchaProblems } = captchaConfig(values, env);
  problems.push(...captchaProblems);
  if (Boolean(values.SMTP_URL) !== Boolean(values.SMTP_FROM)) problems.push('SMTP_URL and SMTP_FROM: set both or neither');
  if (values.SMS_GATEWAY_TOKEN && !values.SMS_GATEWAY_URL) problems.push('SMS_GATEWAY_URL: required when SMS_GATEWAY_TOKEN is set');
  if (!captcha) throw new ConfigError(problems);
  const config: AppConfig = {
    appEnv: values.APP_ENV,
    port: values.API_PORT,
    host: values.API_HOST,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    trustedProxies: values.TRUSTED_PROXIES,
    logLevel: values.LOG_LEVEL,
    smtp: values.SMTP_URL && values.SMTP_FROM ? { url: values.SMTP_URL, from: values.SMTP_FROM } : undefined,
    smsGateway: values.SMS_GATEWAY_URL ? { url: values.SMS_GATEWAY_URL, token: values.SMS_GATEWAY_TOKEN } : undefined,
    rsaPrivateKeys: values.RSA_PRIVATE_KEYS,
    appSecret: values.APP_SECRET,
    previewToken: values.PREVIEW_TOKEN,
    uploadDir: values.UPLOAD_DIR,
    seedCalendar: values.SEED_CALENDAR,
    captcha,
  };
  if (config.appEnv === 'pro') problems.push(...productionProblems(config, rsaBits));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};

/** Whether sent codes are echoed in `data.captcha` and delivered messages are kept in the outbox. */
export const isTestEnvironment = (config: Pick<AppConfig, 'appEnv'>): boolean => config.appEnv !== 'pro';

/** What the seed command reads (APP_ENV, DATABASE_URL, SEED_CALENDAR): none of the API's secrets, so it also runs in `pro` without them. */
export const loadSeedConfig = (env: NodeJS.ProcessEnv): Pick<AppConfig, 'appEnv' | 'databaseUrl' | 'seedCalendar'> => {
  const parsed = envSchema.pick({ APP_ENV: true, DATABASE_URL: true, SEED_CALENDAR: true }).safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  return { appEnv: parsed.data.APP_ENV, databaseUrl: parsed.data.DATABASE_URL, seedCalendar: parsed.data.SEED_CALENDAR };
};
