import { analyticsEndpoints } from '@brokerage/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../http/register-endpoint';
import { AnalyticsEventsRepository } from '../repositories/analytics-events';

/**
 * The local analytics collector (spec 7: the analytics server differs by environment and district).
 * Outside production the sites forward their funnel events here and `npm run analytics` prints the
 * latest; in pro the sites have a collector of their own and these routes are not registered.
 */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const events = new AnalyticsEventsRepository(app.db);
  registerEndpoints(app, analyticsEndpoints, {
    collectEvents: async ({ body }) => ({ stored: await events.store(body, app.clock.now()) }),
    latestEvents: async ({ query }) => ({ list: await events.latest(query.limit) }),
  });
};
