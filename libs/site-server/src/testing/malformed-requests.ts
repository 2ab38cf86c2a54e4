import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DistrictConfig } from '@brokerage/domain';
import { parseSiteEnv } from '../env';
import { createSiteServer } from '../http/site-server';
import { inProcessBuild, type InProcessRoute } from './in-process';

/** A site server on a free loopback port, serving `routes` as its build; `close()` stops it. */
export const startSiteServerForTest = async ({
  site,
  routes,
  environment = {},
  now,
}: {
  site: DistrictConfig;
  routes: readonly InProcessRoute[];
  environment?: Record<string, string>;
  /** The page cache's clock. */
  now?: () => number;
}) => {
  // Production mode serves static files from the build directory: an empty one here.
  const directory = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  const { listener, pageCache } = await createSiteServer({ site, env: parseSiteEnv(site.district, environment), directory, build: inProcessBuild(routes), now });
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(listener).listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    pageCache,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

/** A connection that neither answers nor closes is a failure too; this ends the wait for it. */
const NO_ANSWER_MS = 10_000;

/**
 * Sends `raw` to 127.0.0.1:`port` byte for byte (no client library would send a malformed
 * request) and resolves with the status of the answer, or 0 when the connection ended without one.
 */
export const sendRaw = (port: number, raw: string | Buffer): Promise<number> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const finish = () => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0));
    };
    socket.setEncoding('latin1');
    socket.setTimeout(NO_ANSWER_MS, finish);
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (/^HTTP\/1\.[01] \d{3}/.test(answer)) finish();
    });
    // The server may close as soon as it has answered, before everything was written.
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(typeof raw === 'string' ? Buffer.from(raw, 'latin1') : raw);
  });

/**
 * Requests no browser sends but anyone can: broken percent-encoding, other request-target forms,
 * bad request lines and framing, odd content types and bodies, oversized headers. Each is one
 * raw HTTP/1.1 request (latin1: one character a byte) to a site at `host`; a site must answer
 * every one with a status below 500. (`CONNECT` is left out: Node closes the connection itself.)
 */
export const malformedSiteRequests = (site: DistrictConfig, host: string): { name: string; raw: string }[] => {
  const home = `${site.basePath}/${site.defaultLang}`;
  // Header and body cases go to routes that render no page, so a slow machine cannot time a render out.
  const robots = '/robots.txt';
  const logout = `${site.basePath}/logout`;
  const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${headers}Connection: close\r\n\r\n`;
  const post = (target: string, contentType: string, body: string) =>
    `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body, 'latin1')}\r\nConnection: close\r\n\r\n${body}`;

  const paths = [
    `${home}/%c0`,
    '/%ff.js',
    `${home}/%`,
    `${home}/%zz`,
    `${home}/%E4%B8`,
    `${home}/%F0%9F%98`,
    `${home}/%00`,
    `${home}/%2e%2e/%2e%2e/etc/passwd`,
    `${home}/..%2f..%2fetc%2fpasswd`,
    '/assets/%c0.js',
    '/assets/../../package.json',
    `${home}?q=%ff&lang=%c0`,
    `${home}/404?%=%`,
    `//evil.example${home}`,
    `${home};jsessionid=1`,
    `${home}/<script>alert(1)</script>`,
    `${home}/\xe4\xb8\xad`,
    `${home}/${'a'.repeat(4000)}`,
    `${home}/${'%c0'.repeat(500)}`,
    `${logout}.data?x=%c0`,
    '/sitemap.xml?%ff',
    '/robots.txt/%c0',
  ].map((target) => ({ name: `GET ${target.slice(0, 60)}`, raw: get(target) }));

  const requestLines = [
    ['absolute form', `GET http://x${home} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['absolute form, other host', `GET http://evil.example${home} HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['asterisk form', `GET * HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['OPTIONS *', `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['relative target', `GET zh-hk HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['unknown method', `BREW ${home} HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['invalid method characters', `G@T ${home} HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['unknown HTTP version', `GET ${home} HTTP/9.9\r\nHost: ${host}\r\n\r\n`],
    ['no HTTP version', `GET ${home}\r\n\r\n`],
    ['NUL in target', `GET ${home}/\x00 HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['space in target', `GET ${home}/a b HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['garbage', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
    ['HTTP/1.0 without Host', `GET ${home} HTTP/1.0\r\n\r\n`],
    ['HTTP/1.1 without Host', `GET ${home} HTTP/1.1\r\n\r\n`],
    ['Host with a space', get(robots).replace(`Host: ${host}`, 'Host: a b')],
    ['Host with a path', get(robots).replace(`Host: ${host}`, 'Host: a/b?c')],
    ['two Host headers', get(robots, 'Host: other.example\r\n')],
    ['header without colon', get(robots, 'Not a header\r\n')],
    ['header name with a space', get(robots, 'Bad Name: x\r\n')],
    ['latin1 bytes in a header', get(robots, 'X-Text: \xe4\xb8\xad\xff\r\n')],
    ['broken cookie', get(robots, 'Cookie: session=%c0%; session=\xff; =; ;;\r\n')],
    ['forwarded headers from an untrusted peer', get(robots, 'X-Forwarded-Host: evil.example\r\nX-Forwarded-For: not-an-ip\r\nX-Forwarded-Proto: gopher\r\n')],
    ['oversized header', get(robots, `X-Big: ${'a'.repeat(20_000)}\r\n`)],
    ['many headers', get(robots, Array.from({ length: 3000 }, (_, i) => `X-H${i}: v\r\n`).join(''))],
    ['negative Content-Length', `POST ${logout} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -1\r\n\r\n`],
    ['Content-Length not a number', `POST ${logout} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: abc\r\n\r\n`],
    ['two Content-Lengths', `POST ${logout} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`],
    ['Content-Length and chunked', `POST ${logout} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    ['bad chunk size', `POST ${logout} HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n`],
  ].map(([name, raw]) => ({ name, raw }));

  const bodies = [
    ['multipart/form-data', 'a=1'],
    ['multipart/form-data; boundary=', '--\r\n'],
    ['multipart/form-data; boundary=x', 'not multipart at all'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--x'],
    ['application/x-www-form-urlencoded', '%c0=%ff&%=%&a'],
    ['application/x-www-form-urlencoded; charset=klingon', 'a=1'],
    ['application/json', '{"a":'],
    ['text/plain', '\xff\xfe\x00'],
    ['invalid/content/type;;;', 'x'],
    ['', 'x'],
  ].flatMap(([contentType, body]) => [logout, `${logout}.data`].map((target) => ({ name: `POST ${target} as "${contentType}"`, raw: post(target, contentType, body) })));

  const pagePost = { name: `POST ${home} (no action)`, raw: post(home, 'application/x-www-form-urlencoded', '%c0=%ff') };
  return [...paths, ...requestLines, ...bodies, pagePost];
};
