import { connect, type AddressInfo } from 'node:net';
import { FILE_UPLOAD_PATH } from '@brokerage/contracts';
import { startTestApp } from '../testing/test-app';

/** About forty requests one after the other, after a database is migrated and seeded. */
const FUZZ_TIMEOUT_MS = 120_000;

/** A connection that neither answers nor closes is a failure too; this ends the wait for it. */
const NO_ANSWER_MS = 10_000;

/** Sends `raw` byte for byte (latin1) and resolves with the answer's status and body ('' and 0 when none came). */
const sendRaw = (port: number, raw: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const finish = () => {
      socket.destroy();
      const [head, body = ''] = answer.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), body });
    };
    socket.setEncoding('latin1');
    socket.setTimeout(NO_ANSWER_MS, finish);
    socket.on('data', (chunk: string) => {
      answer += chunk;
      // Answers here are small and say how long they are: done once the whole body is in.
      const length = /\r\ncontent-length: (\d+)/i.exec(answer)?.[1];
      const bodyStart = answer.indexOf('\r\n\r\n');
      if (length !== undefined && bodyStart >= 0 && answer.length - bodyStart - 4 >= Number(length)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(Buffer.from(raw, 'latin1'));
  });

/**
 * Requests no client library sends: bad request lines and framing, broken percent-encoding,
 * odd content types and bodies, oversized headers. None may get a 5xx, and every answer is the
 * API's envelope (the absolute form and a stray `%c0` in a query are well-formed enough to succeed).
 */
/** A GET endpoint answering in the envelope (`/health` does not). */
const IP_INFO = '/config-manager/api/ip-info/v1';

const malformedApiRequests = (host: string): { name: string; raw: string }[] => {
  const post = (path: string, contentType: string, body: string) =>
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body, 'latin1')}\r\nConnection: close\r\n\r\n${body}`;
  const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${headers}Connection: close\r\n\r\n`;
  const jsonEndpoint = '/user-server/web/login/v2';
  return [
    ...['/%c0', '/user-server/%ff', `${IP_INFO}?x=%c0`, '/official-website-config/api/v1/page-text?page=%E4%B8', `//evil.example${IP_INFO}`, `/${'a'.repeat(6000)}`].map((target) => ({
      name: `GET ${target.slice(0, 50)}`,
      raw: get(target),
    })),
    { name: 'absolute form', raw: `GET http://x${IP_INFO} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n` },
    { name: 'asterisk form', raw: `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n` },
    { name: 'unknown HTTP version', raw: `GET ${IP_INFO} HTTP/9.9\r\nHost: ${host}\r\n\r\n` },
    { name: 'invalid method characters', raw: `G@T ${IP_INFO} HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
    { name: 'NUL in target', raw: `GET /\x00 HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
    { name: 'garbage', raw: '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n' },
    { name: 'header without colon', raw: get(IP_INFO, 'Not a header\r\n') },
    { name: 'oversized header', raw: get(IP_INFO, `X-Big: ${'a'.repeat(20_000)}\r\n`) },
    { name: 'negative Content-Length', raw: `POST ${jsonEndpoint} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -1\r\n\r\n` },
    { name: 'Content-Length and chunked', raw: `POST ${jsonEndpoint} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n` },
    { name: 'bad chunk size', raw: `POST ${jsonEndpoint} HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n` },
    ...[
      ['multipart/form-data', 'a=1'],
      ['multipart/form-data; boundary=', '--\r\n'],
      ['multipart/form-data; boundary=x', 'not multipart at all'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF'],
      ['application/x-www-form-urlencoded', '%c0=%ff&%=%&a'],
      ['application/json', '{"a":'],
      ['application/json; charset=klingon', '{}'],
      ['text/plain', '\xff\xfe\x00'],
      ['invalid/content/type;;;', 'x'],
    ].flatMap(([contentType, body]) =>
      [FILE_UPLOAD_PATH, jsonEndpoint].map((path) => ({ name: `POST ${path} as "${contentType}"`, raw: post(path, contentType, body) })),
    ),
  ];
};

describe('the API under malformed requests', () => {
  it('answers each below 500 and in its envelope, refusing the malformed ones with a 4xx', async () => {
    const started = await startTestApp('sqlite');
    try {
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = started.app.server.address() as AddressInfo;
      const wrong: string[] = [];
      const statuses = new Map<string, number>();
      for (const { name, raw } of malformedApiRequests(`127.0.0.1:${port}`)) {
        const { status, body } = await sendRaw(port, raw);
        let code: unknown;
        try {
          code = (JSON.parse(body) as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        statuses.set(name, status);
        if (status < 200 || status > 499 || typeof code !== 'number') wrong.push(`${name}: ${status} ${body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
      expect(Object.fromEntries(['GET /%c0', 'garbage', 'oversized header', `POST ${FILE_UPLOAD_PATH} as "multipart/form-data"`].map((name) => [name, statuses.get(name)]))).toEqual({
        'GET /%c0': 400,
        garbage: 400,
        'oversized header': 431,
        [`POST ${FILE_UPLOAD_PATH} as "multipart/form-data"`]: 400,
      });
    } finally {
      await started.close();
    }
  }, FUZZ_TIMEOUT_MS);
});
