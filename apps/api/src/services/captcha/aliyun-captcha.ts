import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { sha256Hex } from '../../security/tokens';
import type { EphemeralStore } from '../../store/ephemeral-store';
import type { CaptchaProvider } from './captcha-provider';

/** Server-side endpoints of Alibaba Cloud Captcha 2.0 by the region its browser script is set to (`region` of initAliyunCaptcha). */
export const ALIYUN_CAPTCHA_ENDPOINTS = {
  /** Chinese mainland (Shanghai). */
  cn: 'https://captcha.cn-shanghai.aliyuncs.com',
  /** Outside the mainland (Singapore). */
  sgp: 'https://captcha.ap-southeast-1.aliyuncs.com',
} as const;
export type AliyunCaptchaRegion = keyof typeof ALIYUN_CAPTCHA_ENDPOINTS;

export interface AliyunCaptchaSettings {
  /** Where VerifyIntelligentCaptcha is posted: the region's endpoint, or CAPTCHA_VERIFY_URL (a dual-stack endpoint, a test's fake). */
  verifyUrl: string;
  /** The scene of the console (spec 7: the activity h5 scene). */
  sceneId: string;
  /** A RAM user's AccessKey with AliyunYundunAFSFullAccess. */
  accessKeyId: string;
  accessKeySecret: string;
  /** How long one verify call may take before it counts as refused (ms). */
  timeoutMs: number;
}

export const ALIYUN_CAPTCHA_API = { action: 'VerifyIntelligentCaptcha', version: '2023-03-05' } as const;

/** RFC 3986 encoding as Alibaba Cloud's signature V3 wants it (encodeURIComponent leaves !'()* alone). */
const percentEncode = (value: string): string => encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `name=value&…`, names sorted, both percent-encoded: the canonical query string of signature V3. */
export const canonicalQuery = (parameters: Record<string, string>): string =>
  Object.keys(parameters)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(parameters[name])}`)
    .join('&');

/**
 * Alibaba Cloud's request signature V3 (ACS3-HMAC-SHA256) of a request with these `x-acs-*`/host
 * headers: the hex HMAC-SHA256, keyed by the AccessKey secret, of the hashed canonical request.
 */
export const signatureV3 = (input: { method: string; path: string; query: string; headers: Record<string, string>; body: string; secret: string }) => {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowerCased = Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const canonicalHeaders = names.map((name) => `${name}:${lowerCased[name].trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.path, input.query, canonicalHeaders, signedHeaders, createHash('sha256').update(input.body).digest('hex')].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  return { signedHeaders, signature: createHmac('sha256', input.secret).update(stringToSign).digest('hex') };
};

/** What VerifyIntelligentCaptcha answers (Result.VerifyResult true: passed; VerifyCode T… passed, F… failed). */
interface VerifyAnswer {
  Success?: unknown;
  Code?: unknown;
  Result?: { VerifyResult?: unknown; VerifyCode?: unknown };
}

export interface CaptchaLog {
  warn(details: object, message: string): void;
}

/** A proof counts once here too (the service also refuses a second verify, F008): it never reaches the service twice. */
const USED_PROOF_TTL_MS = 30 * 60_000;

/**
 * Alibaba Cloud Captcha 2.0 (serves both districts): the browser script's `captchaVerifyParam` comes
 * as `graphCaptcha`, and this asks the service whether it stands for a passed captcha. Anything but
 * a clear pass (a refusal, an error answer, a malformed or late answer, no answer) is a refusal: a
 * verify failure never lets a send through.
 */
export class AliyunCaptcha implements CaptchaProvider {
  constructor(
    private readonly settings: AliyunCaptchaSettings,
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
    private readonly log: CaptchaLog,
  ) {}

  async consume(proof: string): Promise<boolean> {
    const now = this.clock.now();
    if (!(await this.store.putIfAbsent(`captcha-aliyun-used:${sha256Hex(proof)}`, '1', now + USED_PROOF_TTL_MS, now))) return false;
    try {
      const response = await this.post({ CaptchaVerifyParam: proof, SceneId: this.settings.sceneId });
      const answer = (await response.json().catch(() => null)) as VerifyAnswer | null;
      const passed = response.ok && answer?.Success === true && answer.Result?.VerifyResult === true;
      if (!passed) this.log.warn({ status: response.status, code: answer?.Code, verifyCode: answer?.Result?.VerifyCode }, 'Alibaba Cloud captcha refused a proof');
      return passed;
    } catch (error) {
      this.log.warn({ err: error }, 'Alibaba Cloud captcha verify call failed: the send is refused');
      return false;
    }
  }

  /** A signed RPC call (signature V3), its parameters in the query string, an empty body. */
  private post(parameters: Record<string, string>): Promise<Response> {
    const url = new URL(this.settings.verifyUrl);
    const query = canonicalQuery(parameters);
    const headers: Record<string, string> = {
      host: url.host,
      'x-acs-action': ALIYUN_CAPTCHA_API.action,
      'x-acs-version': ALIYUN_CAPTCHA_API.version,
      'x-acs-date': new Date(this.clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      'x-acs-signature-nonce': randomBytes(16).toString('hex'),
      'x-acs-content-sha256': createHash('sha256').update('').digest('hex'),
    };
    const { signedHeaders, signature } = signatureV3({ method: 'POST', path: '/', query, headers, body: '', secret: this.settings.accessKeySecret });
    // fetch sets Host itself, from the URL (the same value as signed).
    const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'host'));
    return fetch(`${url.origin}/?${query}`, {
      method: 'POST',
      headers: { ...sent, authorization: `ACS3-HMAC-SHA256 Credential=${this.settings.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}` },
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
  }
}
