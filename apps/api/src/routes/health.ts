import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../plugins/database';

/** Liveness and readiness for load balancers: `/health` answers when the database does. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
