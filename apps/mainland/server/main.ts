import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { district } from '@brokerage/mainland-district';
import { startSiteServer } from '@brokerage/site-server';

const here = path.dirname(fileURLToPath(import.meta.url));

// Built: this file is build/server.mjs, next to build/server/ and build/client/.
// Development (tsx server/main.ts): Vite serves the app from the app root.
void startSiteServer({ site: district, directory: process.env.NODE_ENV === 'development' ? path.resolve(here, '..') : here });
