import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The workspace's own lint config, run on planted files: the browser/server wall must catch them.
interface Plant {
  file: string;
  code: string;
}

const PLANTS: Plant[] = [];
let findings: string[][] | undefined;

/** Registers `code` placed at `file` (relative to the workspace); the rules that fired are known after `beforeAll`. */
const plant = (file: string, code: string): (() => string[]) => {
  const index = PLANTS.push({ file, code }) - 1;
  return () => findings?.[index] ?? [];
};

beforeAll(() => {
  // One ESLint process lints every planted file (loading the config and the Nx graph once).
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], { input: JSON.stringify(PLANTS), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  findings = JSON.parse(output);
}, 120_000);

const WALL = /no-restricted-imports: .*Browser code must not import server code/;
const BOUNDARY = /@nx\/enforce-module-boundaries/;

describe('the browser/server wall', () => {
  const relative = plant('libs/site-core/src/lib/pages.tsx', "import { readSessionToken } from '../../../site-server/src/session-cookie';\nexport const x = readSessionToken;\n");
  const byPackage = plant('libs/site-core/src/lib/planted.tsx', "import { readSessionToken } from '@brokerage/site-server';\nexport const x = readSessionToken;\n");
  it('refuses the site core reaching into the server plumbing, by relative path or by package', () => {
    expect(relative()).toContainEqual(expect.stringMatching(WALL));
    expect(relative()).toContainEqual(expect.stringMatching(BOUNDARY));
    expect(byPackage()).toContainEqual(expect.stringMatching(WALL));
    expect(byPackage()).toContainEqual(expect.stringMatching(BOUNDARY));
  });

  const SERVER_IMPORTS = [
    ["import { readFileSync } from 'node:fs';", 'node built-in'],
    ["import path from 'path';", 'node built-in without prefix'],
    ["import express from 'express';", 'Express'],
    ["import { Kysely } from 'kysely';", 'Kysely'],
    ["import Database from 'better-sqlite3';", 'SQLite driver'],
    ["import { Pool } from 'pg';", 'PostgreSQL driver'],
    ["import Redis from 'ioredis';", 'Redis driver'],
    ["import { createDatabase } from '@brokerage/db';", 'the db lib'],
    ["import { homeLoader } from '@brokerage/content-pages/server';", "a page lib's server entry"],
  ];
  const inSlice = SERVER_IMPORTS.map(([line]) => plant('libs/content-pages/src/home/planted.tsx', `${line}\nexport const planted = 1;\n`));
  it.each(SERVER_IMPORTS.map(([line, what], index) => [line, what, index] as const))('refuses %s in a page slice (%s)', (_line, _what, index) => {
    expect(inSlice[index]()).toContainEqual(expect.stringMatching(WALL));
  });

  const serverEntry = plant('libs/content-pages/server/src/home/planted.ts', "import { readFileSync } from 'node:fs';\nimport { logger } from '@brokerage/site-server';\nexport const x = [readFileSync, logger];\n");
  const serverModule = plant('apps/hk/app/planted.server.ts', "export { homeLoader } from '@brokerage/content-pages/server';\n");
  it("lets a page lib's server entry, and an app's .server module, use server code", () => {
    expect(serverEntry()).toEqual([]);
    expect(serverModule()).toEqual([]);
  });

  const routeFromServerModule = plant('apps/hk/app/routes/$lang.planted.tsx', "export { homeLoader as loader } from '../pages.server';\n");
  const routeFromServerLib = plant('apps/hk/app/routes/$lang.planted.tsx', "export { homeLoader as loader } from '@brokerage/content-pages/server';\n");
  const componentFromServerModule = plant('apps/hk/app/components/planted.tsx', "export { homeLoader } from '../pages.server';\n");
  it('lets route modules take their loader from the .server module, and nothing else in the app', () => {
    expect(routeFromServerModule()).toEqual([]);
    expect(routeFromServerLib()).toContainEqual(expect.stringMatching(WALL));
    expect(componentFromServerModule()).toContainEqual(expect.stringMatching(WALL));
  });

  const typeOnly = plant('libs/content-pages/src/home/planted.ts', "import type { LoaderFunctionArgs } from '@remix-run/node';\nexport type Args = LoaderFunctionArgs;\n");
  const valueImport = plant('libs/content-pages/src/home/planted.ts', "import { data } from '@remix-run/node';\nexport const x = data;\n");
  it("lets browser code import types only from Remix's Node package", () => {
    expect(typeOnly()).toEqual([]);
    expect(valueImport()).toContainEqual(expect.stringMatching(WALL));
  });
});
