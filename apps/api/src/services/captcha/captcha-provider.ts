/**
 * Captcha providers the API can be configured with (CAPTCHA_PROVIDER). Only implemented ones are
 * listed: docs/decisions/009-captcha-provider.md says how a commercial service is added.
 */
export const CAPTCHA_PROVIDERS = ['slider'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/**
 * What the code sends need from a captcha (spec 7: `key` 2 with `graphCaptcha`): whether the proof
 * the panel sends stands for a freshly solved captcha. A proof counts once.
 */
export interface CaptchaProvider {
  /** Uses up a proof; false when it is unknown, expired, already used or refused by the service. */
  consume(proof: string, clientIp: string): Promise<boolean>;
}
