import { searchEndpoints } from '@brokerage/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/register-endpoint';
import { toIso } from '../shared';
import { admitSearch, searchContent } from './search';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, searchEndpoints, {
    search: async ({ query, district, lang, request }) => {
      await admitSearch(app.store, app.clock.now(), request.ip);
      return searchContent(app.db, { district, lang, now: toIso(app.clock.now()), query: query.q, kinds: query.kind, offset: query.offset, limit: query.limit });
    },
  });
};
