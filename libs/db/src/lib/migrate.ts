import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';

export type MigrationSet = Record<string, Migration>;

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/**
 * Runs every migration of the set that has not run yet, in name order.
 * Names sort the order across modules (core `0001-core-*`, official `0100-*`, pages `0200-*`).
 * Returns the names that ran now; throws {@link MigrationError} when one fails.
 */
export const migrateToLatest = async (db: Kysely<unknown>, migrations: MigrationSet): Promise<string[]> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Modules add migrations independently; a later module's migration may sort before one
    // that already ran elsewhere, which must not block start-up.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((error as Error).message ?? error)}`, results, error);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
