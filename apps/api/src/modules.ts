import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';

/**
 * One area of the API (core user services, official content, page content).
 * Migration names sort the run order across modules: core `0001-core-*`, official `0100-official-*`,
 * pages `0200-pages-*`. Its seed content is not part of it: the seed command fills the database
 * (`apps/api/src/db/seed-database.ts`), so the API's bundle carries none.
 */
export interface ContentModule {
  migrations: Record<string, Migration>;
  routes: FastifyPluginAsync;
}
