import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The workspace's own lint config and the sites' own Vite config, run on planted files: the
// browser/server wall must catch them at lint time and again when the client bundle is built.
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

const WALL = /browser-wall\/imports: Browser code (must not import server code|has no require)/;
const BOUNDARY = /@nx\/enforce-module-boundaries/;

describe('the browser/server wall', () => {
  const relative = plant('libs/site-core/src/lib/pages.tsx', "import { readSessionToken } from '../../../site-server/src/http/session-cookie';\nexport const x = readSessionToken;\n");
  const byPackage = plant('libs/site-core/src/lib/planted.tsx', "import { readSessionToken } from '@brokerage/site-server';\nexport const x = readSessionToken;\n");
  it('refuses the site core reaching into the server plumbing, by relative path or by package', () => {
    expect(relative()).toContainEqual(expect.stringMatching(WALL));
    expect(relative()).toContainEqual(expect.stringMatching(BOUNDARY));
    expect(byPackage()).toContainEqual(expect.stringMatching(WALL));
    expect(byPackage()).toContainEqual(expect.stringMatching(BOUNDARY));
  });

  // Each a line of server code planted in a page slice's browser file, and what the file uses of it
  // (the build drops an unused import). The testing case imports a test helper, planted beside it,
  // that reads a file with node:fs.
  const SERVER_IMPORTS = [
    ["import { readFileSync } from 'node:fs';", 'node built-in', 'node:fs', 'readFileSync'],
    ["import path from 'path';", 'node built-in without prefix', 'path', 'path'],
    ["export const loadCrypto = () => import('node:crypto');", 'node built-in by import()', 'node:crypto', 'loadCrypto'],
    ["export const fs = require('fs');", 'node built-in by require()', 'fs', 'fs'],
    ["import express from 'express';", 'Express', 'express', 'express'],
    ["import { Kysely } from 'kysely';", 'Kysely', 'kysely', 'Kysely'],
    ["import Database from 'better-sqlite3';", 'SQLite driver', 'better-sqlite3', 'Database'],
    ["import { Pool } from 'pg';", 'PostgreSQL driver', 'pg', 'Pool'],
    ["import Redis from 'ioredis';", 'Redis driver', 'ioredis', 'Redis'],
    ["import proxyAddr from 'proxy-addr';", 'Node-only package', 'proxy-addr', 'proxyAddr'],
    ["import compression from 'compression';", 'Node-only package', 'compression', 'compression'],
    ["import geoip from 'geoip-country';", 'Node-only package', 'geoip-country', 'geoip'],
    ["import sanitizeHtml from 'sanitize-html';", 'Node-only package', 'sanitize-html', 'sanitizeHtml'],
    ["import multipart from '@fastify/multipart';", 'Node-only package', '@fastify/multipart', 'multipart'],
    ["import pino from 'pino';", 'Node-only package', 'pino', 'pino'],
    ["import { createDatabase } from '@brokerage/db';", 'the db lib', '@brokerage/db', 'createDatabase'],
    ["import { homeLoader } from '@brokerage/content-pages/server';", "a page lib's server entry", '@brokerage/content-pages/server', 'homeLoader'],
    ["import { readFixture } from '../testing/planted-fixture';", 'a testing file that uses node:fs', '../testing/planted-fixture', 'readFixture'],
  ] as const;
  const SLICE_FILE = 'libs/content-pages/src/home/planted.tsx';
  const TESTING_FILE = [
    'libs/content-pages/src/testing/planted-fixture.ts',
    "import { readFileSync } from 'node:fs';\nexport const readFixture = () => readFileSync('fixture.json', 'utf8');\n",
  ] as const;
  const sliceWith = (line: string, used: string) => `${line}\nexport const planted = [${used}];\n`;
  const inSlice = SERVER_IMPORTS.map(([line, , , used]) => plant(SLICE_FILE, sliceWith(line, used)));
  it.each(SERVER_IMPORTS.map(([line, what], index) => [line, what, index] as const))('lint refuses %s in a page slice (%s)', (_line, _what, index) => {
    expect(inSlice[index]()).toContainEqual(expect.stringMatching(WALL));
  });

  const npmPackage = plant(SLICE_FILE, "import leftPad from 'left-pad';\nexport const planted = leftPad;\n");
  const browserCode = plant(
    SLICE_FILE,
    "import { useState } from 'react';\nimport { z } from 'zod';\nimport { Button } from '@brokerage/ui';\nexport const load = () => import('./home-below-fold');\nexport const planted = [useState, z, Button];\n"
  );
  it('lets browser code import only allow-listed packages, its own modules and the universal libs', () => {
    expect(npmPackage()).toContainEqual(expect.stringMatching(/browser-wall\/imports: .*'left-pad' is not on the browser allow-list/));
    expect(browserCode().filter((finding) => finding.startsWith('browser-wall/'))).toEqual([]);
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

  describe('at build time', () => {
    // Vite builds of the planted slice file with the wall's plugins from the sites' own Vite config.
    let failures: string[] = [];
    beforeAll(() => {
      const plantings = [
        ...SERVER_IMPORTS.map(([line, , , used]) => ({
          entry: SLICE_FILE,
          files: {
            [SLICE_FILE]: sliceWith(line, used),
            [TESTING_FILE[0]]: TESTING_FILE[1],
          },
        })),
        {
          entry: SLICE_FILE,
          files: {
            [SLICE_FILE]: "import { useState } from 'react';\nimport { z } from 'zod';\nexport const planted = [useState, z];\n",
          },
        },
      ];
      const tsx = path.join(__dirname, '../../../node_modules/.bin/tsx');
      failures = JSON.parse(
        execFileSync(tsx, [path.join(__dirname, 'build-texts.mts')], {
          input: JSON.stringify(plantings),
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        })
      );
    }, 300_000);

    it.each(SERVER_IMPORTS.map(([line, what, specifier], index) => [line, what, specifier, index] as const))(
      'the client build fails on %s (%s), naming the file and the import',
      (_line, _what, specifier, index) => {
        expect(failures[index]).toMatch(/Import denied|require\(\) in browser code/);
        expect(failures[index]).toContain(`Importer: ../../${SLICE_FILE}`);
        expect(failures[index]).toContain(`Import: "${specifier}"`);
      }
    );

    it('builds browser code that imports allowed packages', () => {
      expect(failures[SERVER_IMPORTS.length]).toBe('');
    });
  });
});
