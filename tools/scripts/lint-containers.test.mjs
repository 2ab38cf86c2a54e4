// `nx test deploy`: the container lint (tools/scripts/lint-containers.mjs) passes the committed files
// and refuses what the issue rules out: a single stage, a root user, no HEALTHCHECK, a shell-form CMD
// (SIGTERM would reach a shell, not node), an unpinned base image, a writable root file system.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { composeProblems, dclintProblems, dockerfileProblems } from './lint-containers.mjs';
import { SITE_NODE_OPTIONS, WORKSPACE_ROOT } from './lib/stack.mjs';

const read = (path) => readFileSync(join(WORKSPACE_ROOT, path), 'utf8');

describe('Dockerfile rules', () => {
  for (const app of ['api', 'hk', 'mainland']) {
    it(`apps/${app}/Dockerfile passes`, () => assert.deepEqual(dockerfileProblems(read(`apps/${app}/Dockerfile`)), []));
  }

  for (const site of ['hk', 'mainland']) {
    it(`apps/${site}/Dockerfile runs the site with the Node options of every other start (SITE_NODE_OPTIONS)`, () => {
      const commands = read(`apps/${site}/Dockerfile`).match(/^CMD .*$/gm) ?? [];
      assert.deepEqual(commands.map((command) => JSON.parse(command.slice('CMD '.length))), [['node', ...SITE_NODE_OPTIONS, 'server.mjs']]);
    });
  }

  it('refuses a single-stage image that runs as root, without HEALTHCHECK, with a shell-form CMD and an unpinned base', () => {
    const problems = dockerfileProblems('FROM node\nWORKDIR /app\nCOPY . .\nUSER root\nCMD node server.mjs\n');
    for (const expected of [/multi-stage/, /pin the base image/, /non-root USER/, /HEALTHCHECK/, /exec form/]) {
      assert.ok(
        problems.some((problem) => expected.test(problem)),
        `${expected} in ${JSON.stringify(problems)}`
      );
    }
  });

  it('refuses a Node.js base image other than the exact version of .nvmrc', () => {
    const hk = read('apps/hk/Dockerfile');
    assert.match(hk, /^ARG NODE_IMAGE=node:\S+$/m);
    for (const other of ['node:20-bookworm-slim', 'node:24-bookworm-slim', 'node:24.0.0-bookworm-slim']) {
      const problems = dockerfileProblems(hk.replace(/^ARG NODE_IMAGE=.*$/m, `ARG NODE_IMAGE=${other}`), { nodeVersion: '24.21.0' });
      assert.ok(
        problems.some((problem) => /must be node:24\.21\.0-/.test(problem)),
        `${other}: ${JSON.stringify(problems)}`
      );
    }
    assert.deepEqual(dockerfileProblems(hk.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:24.21.0-bookworm-slim'), { nodeVersion: '24.21.0' }), []);
  });

  it('refuses COPY --from a stage that does not exist and apt-get installs that keep lists and recommends', () => {
    const hk = read('apps/hk/Dockerfile')
      .replace('--from=dependencies', '--from=deps')
      .replace('WORKDIR /app\nCOPY --from=build', 'RUN apt-get install curl\nWORKDIR /app\nCOPY --from=build');
    const problems = dockerfileProblems(hk);
    for (const expected of [/--from=deps names no earlier stage/, /needs -y/, /--no-install-recommends/, /\/var\/lib\/apt\/lists/]) {
      assert.ok(
        problems.some((problem) => expected.test(problem)),
        `${expected} in ${JSON.stringify(problems)}`
      );
    }
  });
});

describe('compose rules', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'compose-lint-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('deploy/compose.yaml passes dclint and the project rules', () => {
    const file = join(WORKSPACE_ROOT, 'deploy/compose.yaml');
    assert.deepEqual([...dclintProblems(file), ...composeProblems(file)], []);
  });

  it('deploy/compose.pro.yaml passes dclint; its secrets are files git and the image builds leave out', () => {
    const file = join(WORKSPACE_ROOT, 'deploy/compose.pro.yaml');
    assert.deepEqual(dclintProblems(file), []);
    assert.match(read('deploy/compose.pro.yaml'), /file: \.\/secrets\//);
    assert.match(read('.gitignore'), /^deploy\/secrets\/$/m);
  });

  it('.dockerignore keeps env files, secrets and keys out of every build stage', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['**/*.env', '**/.env', '**/.env.*', 'deploy/secrets', 'deploy/tls/*.key', '*.pem']) assert.ok(ignored.includes(pattern), pattern);
  });

  it('refuses a service with a writable root file system, a missing mounted file and an invalid key', () => {
    const file = join(scratch, 'compose.yaml');
    writeFileSync(
      file,
      'name: sample\n\nservices:\n  web:\n    image: nginx:1.28-alpine\n    volumes:\n      - ./missing.conf:/etc/nginx/conf.d/default.conf:ro\n    restartt: always\n'
    );
    const problems = composeProblems(file);
    assert.ok(
      problems.some((problem) => /web: pin the image to an exact release \("nginx:1\.28-alpine"\)/.test(problem)),
      JSON.stringify(problems)
    );
    assert.ok(
      problems.some((problem) => /web: read_only: true/.test(problem)),
      JSON.stringify(problems)
    );
    assert.ok(
      problems.some((problem) => /missing\.conf does not exist/.test(problem)),
      JSON.stringify(problems)
    );
    assert.match(dclintProblems(file).join('\n'), /additional properties/);
  });
});
