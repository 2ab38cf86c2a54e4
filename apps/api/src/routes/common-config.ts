import { ApiError, CODES, commonConfigEndpoints, RSA_PUBLIC_KEYS_KEY } from '@brokerage/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../http/register-endpoint';

/** The `{user-api}` calls of the panel: common_config values and the slider captcha. */
export const commonConfigRoutes: FastifyPluginAsync = async (app) => {
  const { keyRing, commonConfig, slider } = app.services;
  /** The puzzle is served only when it is the configured captcha (CAPTCHA_PROVIDER=slider). */
  const puzzle = () => slider ?? Promise.reject(new ApiError(CODES.NOT_FOUND));

  registerEndpoints(app, commonConfigEndpoints, {
    // The RSA public keys come from the key ring, never from the table, so they always match the private keys.
    queryCommonConfig: async ({ query }) => {
      const keys = [...new Set(query.key)];
      const stored = await commonConfig.valuesOf(keys.filter((key) => key !== RSA_PUBLIC_KEYS_KEY));
      return keys.includes(RSA_PUBLIC_KEYS_KEY) ? { [RSA_PUBLIC_KEYS_KEY]: keyRing.publicKeysPem, ...stored } : stored;
    },
    sliderCaptchaChallenge: async ({ request }) => (await puzzle()).challenge(request.ip),
    sliderCaptchaVerify: async ({ body: { challengeId, ...answer } }) => ({ captchaToken: await (await puzzle()).verify(challengeId, answer) }),
  });
};
