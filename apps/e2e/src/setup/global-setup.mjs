// Before any browser test: find Chromium, build both sites and Storybook, start the API and the sites on free
// ports (APP_ENV=sit, a throw-away SQLite file) and publish their URLs to the tests via E2E_* variables.
// With E2E_HK_URL, E2E_MAINLAND_URL and E2E_API_URL already set, the tests run against those servers instead.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
// tools/scripts is workspace tooling outside every Nx project; `npm start` runs the same stack.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { build, distinctFreePorts, launchStack, WORKSPACE_ROOT } from '../../../../tools/scripts/lib/stack.mjs';
import { CHROMIUM_LOOKED_AT, findChromium } from './chromium.mjs';

const isCi = () => Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI.toLowerCase());

const banner = (title, lines) => {
  const rule = '!'.repeat(78);
  return ['', rule, `!!  ${title}`, ...lines.map((line) => `!!  ${line}`), rule, ''].join('\n');
};

export default async function globalSetup() {
  const chromium = findChromium();
  if (!chromium) {
    const lines = [
      `No Chromium found (looked at ${CHROMIUM_LOOKED_AT}).`,
      'Install Debian\'s: apt-get install -y chromium fonts-noto-cjk   (or set CHROMIUM_PATH)',
    ];
    if (isCi()) throw new Error(banner('END-TO-END TESTS CANNOT RUN: CI is set and they need a browser', lines));
    console.warn(banner('END-TO-END BROWSER TESTS SKIPPED', lines));
    process.env.E2E_SKIP_REASON = 'no Chromium installed';
    return;
  }
  process.env.E2E_CHROMIUM = chromium;

  if (process.env.E2E_HK_URL && process.env.E2E_MAINLAND_URL && process.env.E2E_API_URL) {
    console.log(`\nEnd-to-end tests against running servers: ${process.env.E2E_HK_URL}, ${process.env.E2E_MAINLAND_URL}, ${process.env.E2E_API_URL}`);
    // E2E_SKIP_STORYBOOK_BUILD=1 when running one site suite while dist/storybook is built elsewhere.
    if (process.env.E2E_SKIP_STORYBOOK_BUILD !== '1') await build(['storybook'], { quiet: true });
    return;
  }

  console.log('\nBuilding the sites and Storybook for the end-to-end tests (nx run-many -t build -p hk mainland storybook)…');
  await build(['hk', 'mainland', 'storybook'], { quiet: true });

  const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-e2e-'));
  const logDir = join(WORKSPACE_ROOT, 'tmp/e2e-logs');
  mkdirSync(logDir, { recursive: true });
  const [hk, mainland, api] = await distinctFreePorts(3);
  const stack = launchStack({
    ports: { hk, mainland, api },
    appEnv: 'sit',
    databaseUrl: `sqlite:${join(dataDir, 'broker.sqlite')}`,
    uploadDir: join(dataDir, 'uploads'),
    logDir,
  });
  // The servers run in their own process groups: whatever ends this process (an error, Ctrl-C)
  // must not leave them running.
  const guards = {
    exit: () => stack.kill(),
    SIGINT: () => {
      stack.kill();
      process.exit(130);
    },
    SIGTERM: () => {
      stack.kill();
      process.exit(143);
    },
  };
  const removeGuards = () => Object.entries(guards).forEach(([event, listener]) => process.removeListener(event, listener));
  Object.entries(guards).forEach(([event, listener]) => process.once(event, listener));
  globalThis.__BROKERAGE_E2E__ = { stack, dataDir, removeGuards };
  try {
    await stack.ready;
  } catch (error) {
    delete globalThis.__BROKERAGE_E2E__;
    await stack.stop();
    removeGuards();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_HK_URL = `http://127.0.0.1:${hk}`;
  process.env.E2E_MAINLAND_URL = `http://127.0.0.1:${mainland}`;
  process.env.E2E_API_URL = `http://127.0.0.1:${api}`;
  // The slider-captcha test reads the puzzle's answer where the API keeps it (the database's ephemeral entries).
  process.env.E2E_DATABASE_PATH = join(dataDir, 'broker.sqlite');
  console.log(`Servers up: HK :${hk}, mainland :${mainland}, API :${api} (logs in ${relative(WORKSPACE_ROOT, logDir)}/)`);
}
