import { commonConfigEndpoints as endpoints, RSA_PUBLIC_KEYS_KEY } from '@brokerage/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';

export const commonConfigRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db, services } = app;

  registerEndpoint(app, endpoints.queryCommonConfig, async ({ query }) => {
    const keys = [...new Set(query.key)];
    const values: Record<string, unknown> = {};
    if (keys.includes(RSA_PUBLIC_KEYS_KEY)) values[RSA_PUBLIC_KEYS_KEY] = services.keyRing.publicKeysPem;
    const stored = keys.filter((key) => key !== RSA_PUBLIC_KEYS_KEY);
    if (stored.length > 0) {
      const rows = await db.selectFrom('common_config').select(['key', 'value']).where('key', 'in', stored).execute();
      for (const row of rows) values[row.key] = JSON.parse(row.value) as unknown;
    }
    return values;
  });

  registerEndpoint(app, endpoints.sliderCaptchaChallenge, async ({ request }) => services.captcha.challenge(request.ip));

  registerEndpoint(app, endpoints.sliderCaptchaVerify, async ({ body }) => ({
    captchaToken: await services.captcha.verify(body.challengeId, body.x),
  }));
};
