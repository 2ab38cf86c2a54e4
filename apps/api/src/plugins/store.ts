import fp from 'fastify-plugin';
import { DatabaseStore } from '../store/database-store';
import type { EphemeralStore } from '../store/ephemeral-store';
import { RedisStore } from '../store/redis-store';

export interface StorePluginOptions {
  store?: EphemeralStore;
}

const PURGE_INTERVAL_MS = 10 * 60_000;

/** `app.store`: Redis when REDIS_URL is set, else the database; shared by all instances either way. */
export const storePlugin = fp<StorePluginOptions>(
  async (app, options) => {
    const store = options.store ?? (app.config.redisUrl ? new RedisStore(app.config.redisUrl, app.config.redisKeyPrefix) : new DatabaseStore(app.db));
    if (!options.store) app.addHook('onClose', () => store.close());
    const purge = setInterval(() => {
      store.purgeExpired(app.clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'purging expired entries failed'));
    }, PURGE_INTERVAL_MS);
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
    app.decorate('store', store);
  },
  { name: 'store', dependencies: ['database'] },
);
