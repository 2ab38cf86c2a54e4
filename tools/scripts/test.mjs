// `npm test`: lint, type-check, Jest and build for every project (the migration test on SQLite and
// PostgreSQL, the Storybook render test and the static Storybook build among them), then the
// browser end-to-end tests, then the scale-out tests (two instances of everything behind nginx).
// Ends with one summary line, `Tests: N passed, N failed`; exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const NX = join(WORKSPACE_ROOT, 'node_modules/.bin/nx');

const STEPS = [
  // Alone, before the rest: it rewrites the .po files for a moment, which tests read.
  { title: 'Translation catalogs in step with the code', args: ['run', 'i18n:catalogs', '--outputStyle=static'] },
  {
    title: 'Lint, type-check, unit tests and builds',
    args: ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--outputStyle=static'],
  },
  // Each app's build copied out of the repository, installed with `npm ci --omit=dev` and serving.
  { title: 'Pruned builds installed alone', args: ['run', 'deploy:standalone', '--outputStyle=static'], deployRuntime: true },
  { title: 'End-to-end browser tests', args: ['run', 'e2e:e2e', '--outputStyle=static'] },
  // Last and alone: it stops and starts servers and a PostgreSQL cluster of its own.
  { title: 'Scale-out, rolling restart and database outage behind nginx', args: ['run', 'e2e:scale-out', '--outputStyle=static'], deployRuntime: true },
];

/**
 * The environment of a deploy test: with DEPLOY_NODE (.ci/run sets it to the Node.js of the images,
 * .nvmrc) that node comes first on PATH, so nx, the test runner and every server it starts run on it.
 * DEPLOY_NODE_HEADERS: the headers a native addon (better-sqlite3) is built against, as in the API's
 * image (docs/decisions/020-node-runtime.md).
 */
function deployEnvironment() {
  const node = process.env['DEPLOY_NODE'];
  if (!node) return process.env;
  return { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env['PATH'] ?? ''}` };
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

/** Runs nx with its output on this terminal, and keeps the output for the summary. */
function runStep({ title, args, deployRuntime = false }) {
  const env = deployRuntime ? deployEnvironment() : process.env;
  console.log(`\n=== ${title}: nx ${args.join(' ')}${deployRuntime && env['DEPLOY_NODE'] ? ` (on ${env['DEPLOY_NODE']})` : ''}\n`);
  return new Promise((resolve) => {
    const child = spawn(NX, args, { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        output += chunk;
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('error', (error) => resolve({ exitCode: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code, signal) => resolve({ exitCode: code ?? (signal ? 1 : 0), output }));
  });
}

/** Jest's per-project "Tests: 1 failed, 2 skipped, 40 passed, 43 total" lines and node:test's "# pass 2" lines, added up. */
function jestTotals(output) {
  const totals = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  const nodeTestKinds = { pass: 'passed', fail: 'failed', skipped: 'skipped', todo: 'todo' };
  for (const line of output.replace(ANSI, '').split('\n')) {
    const nodeTest = /^# (pass|fail|skipped|todo) (\d+)\s*$/.exec(line);
    if (nodeTest) totals[nodeTestKinds[nodeTest[1]]] += Number(nodeTest[2]);
    const match = /(?:^|\s)Tests:\s+(.*\d+ total)\s*$/.exec(line);
    if (!match) continue;
    for (const [, count, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) totals[kind] += Number(count);
  }
  return totals;
}

/** Nx tasks run (`> nx run api:test`, also when replayed from the cache) and those listed as failed. */
function nxTasks(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const ran = new Set(lines.map((line) => /^\s*> nx run (\S+:\S+)/.exec(line)?.[1]).filter(Boolean));
  const failedAt = lines.findIndex((line) => /^\s*Failed tasks:/.test(line));
  const failed = new Set(
    failedAt < 0 ? [] : lines.slice(failedAt + 1).map((line) => /^\s*- (\S+:\S+)/.exec(line)?.[1]).filter(Boolean),
  );
  return { ran, failed };
}

const results = [];
for (const step of STEPS) results.push({ ...step, ...(await runStep(step)) });

const tests = { passed: 0, failed: 0, skipped: 0, todo: 0 };
const ran = new Set();
const failedTasks = new Set();
for (const { output, exitCode, args } of results) {
  const totals = jestTotals(output);
  for (const kind of Object.keys(tests)) tests[kind] += totals[kind];
  const tasks = nxTasks(output);
  tasks.ran.forEach((task) => ran.add(task));
  tasks.failed.forEach((task) => failedTasks.add(task));
  // A failure Nx did not list (it crashed, or the step never started a task) still counts.
  if (exitCode !== 0 && tasks.failed.size === 0) failedTasks.add(`nx ${args.join(' ')}`);
}

const failedSteps = results.filter(({ exitCode }) => exitCode !== 0);
console.log('\n=== Summary');
console.log(`Checks: ${[...ran].filter((task) => !failedTasks.has(task)).length} passed, ${failedTasks.size} failed (Nx lint, typecheck, test, build and e2e tasks)`);
if (failedTasks.size > 0) console.log(`Failed: ${[...failedTasks].join(', ')}`);
if (tests.skipped + tests.todo > 0) console.log(`Skipped: ${tests.skipped + tests.todo} tests (see the messages above)`);
console.log(`Tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
