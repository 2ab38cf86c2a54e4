import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ScratchDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops the database (connections to it must be closed first). */
  drop(): Promise<void>;
}

const withClient = async <T>(url: string, run: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * Creates a fresh, uniquely named PostgreSQL database on the server of `baseUrl`, for tests
 * that must not see each other's data.
 */
export const createScratchPostgresDatabase = async (baseUrl: string, prefix = 'scratch'): Promise<ScratchDatabase> => {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
};
