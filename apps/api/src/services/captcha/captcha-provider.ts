/**
 * Captcha providers the API can be configured with (CAPTCHA_PROVIDER): the self-hosted slider with
 * its proof of work, or Alibaba Cloud Captcha 2.0 (docs/decisions/009-captcha-provider.md).
 */
export const CAPTCHA_PROVIDERS = ['slider', 'aliyun'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/**
 * What the code sends need from a captcha (spec 7: `key` 2 with `graphCaptcha`): whether the proof
 * the panel sends stands for a freshly solved captcha. A proof counts once.
 */
export interface CaptchaProvider {
  /** Uses up a proof; false when it is unknown, expired, already used or refused by the service. */
  consume(proof: string, clientIp: string): Promise<boolean>;
}
