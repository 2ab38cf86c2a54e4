import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseDialect } from '@brokerage/db';
import { X_LANG, X_TYPE, type District, type Lang } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import type { Clock } from '../clock';
import type { AppConfig } from '../config/env';
import { seedDatabase } from '../db/seed-database';
import { generateRsaPrivateKeyPem } from '../security/rsa';
import { createTestDatabase, testDialects } from './test-database';

export { createTestDatabase, testDialects, type TestDatabase } from './test-database';

/** A clock tests move by hand; starts at the real time. */
export class TestClock implements Clock {
  private current = Date.now();
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(epochMs: number): void {
    this.current = epochMs;
  }
}

// Generating RSA keys takes a moment; one pair per test process is enough.
let sharedKeys: string[] | undefined;
const testKeys = (): string[] => (sharedKeys ??= [generateRsaPrivateKeyPem(), generateRsaPrivateKeyPem()]);

/** Configuration for tests: sit, silent logs, own temp upload dir, fixed keys and secrets. */
export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  appEnv: 'sit',
  port: 0,
  host: '127.0.0.1',
  trustedProxies: ['loopback'],
  redisKeyPrefix: `test:${randomBytes(6).toString('hex')}:`,
  logLevel: 'silent',
  rsaPrivateKeys: testKeys(),
  appSecret: randomBytes(32).toString('base64url'),
  previewToken: 'test-preview-token-0123456789abcdef',
  uploadDir: mkdtempSync(join(tmpdir(), 'api-uploads-')),
  // Little work per puzzle: tests solve it in a few milliseconds (testing/slider.ts solvePow).
  captcha: { provider: 'slider', proofOfWork: { maxNumber: 20, cost: 10 } },
  seedCalendar: 'fixed',
  ...overrides,
});

/** Headers of a site request in a language and district (spec 7: X-Lang, X-Type). */
export const siteHeaders = (lang: Lang = 'en', district: District = 'hk'): Record<string, string> => ({
  'x-lang': X_LANG[lang],
  'x-type': X_TYPE[district],
});

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  dependencies?: AppDependencies;
}

export interface TestContext {
  dialect: DatabaseDialect;
  clock: TestClock;
  config: AppConfig;
}

/** Builds a ready (migrated, seeded) app on a fresh database; `close()` closes it and drops the database. */
export const startTestApp = async (dialect: DatabaseDialect, options: TestAppOptions = {}) => {
  const database = await createTestDatabase(dialect);
  const clock = new TestClock();
  const config = testConfig({ databaseUrl: database.url, ...options.config });
  const app = await buildApp(config, { clock, seed: seedDatabase, ...options.dependencies });
  await app.ready();
  return {
    app,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(config.uploadDir, { recursive: true, force: true });
    },
  };
};

/**
 * Runs a block of tests once per database (SQLite, then PostgreSQL). `getApp()` gives a built,
 * migrated and seeded app (use `app.inject`), shared by the block's tests and closed after them.
 */
export const describeEachDatabase = (
  title: string,
  define: (getApp: () => FastifyInstance, context: () => TestContext) => void,
  options: TestAppOptions = {},
): void => {
  describe.each(testDialects())(`${title} [%s]`, (dialect) => {
    let started: Awaited<ReturnType<typeof startTestApp>> | undefined;
    beforeAll(async () => {
      started = await startTestApp(dialect, options);
    }, 60_000);
    afterAll(async () => {
      await started?.close();
    }, 60_000);
    const need = () => {
      if (!started) throw new Error('the test app did not start');
      return started;
    };
    define(
      () => need().app,
      () => ({ dialect, clock: need().clock, config: need().config }),
    );
  });
};
