import { ApiError, CODES, quoteSubscriptionEndpoints } from '@brokerage/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type AuthUser } from '../http/register-endpoint';

/** The signed-in user's quote packages and renewals (spec 2: `sta-login/goods`, `renew-record`). */
export const quoteSubscriptionRoutes: FastifyPluginAsync = async (app) => {
  const { services, clock } = app;
  const { quoteSubscriptions } = services;

  // Both calls require a session, so the user is there; the guard keeps the types honest.
  const signedIn = (user: AuthUser | null): string => {
    if (!user) throw new ApiError(CODES.TOKEN_INVALID);
    return user.uuid;
  };

  registerEndpoints(app, quoteSubscriptionEndpoints, {
    quotePackages: async ({ user, district, lang }) => ({
      list: await quoteSubscriptions.packagesOf({ userUuid: signedIn(user), district, lang }, clock.now()),
    }),

    quoteRenewRecords: async ({ user, district, lang, query }) => quoteSubscriptions.renewRecordsOf({ userUuid: signedIn(user), district, lang }, query),
  });
};
