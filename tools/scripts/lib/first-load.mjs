// First-load JavaScript of a page: every script the server's HTML names (entry, route modules and
// their modulepreloads), read from the built site and gzipped as a server would send it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT = /(?:src|href)="(\/assets\/[^"]+\.js)"/g;

/** `{ scripts, rawBytes, gzipBytes }` of the page at `url`, whose assets are under `clientDir`. */
export async function firstLoadJs(url, clientDir) {
  const html = await (await fetch(url)).text();
  const scripts = [...new Set([...html.matchAll(SCRIPT)].map(([, path]) => path))];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const path of scripts) {
    const body = readFileSync(join(clientDir, path));
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { scripts: scripts.length, rawBytes, gzipBytes };
}
