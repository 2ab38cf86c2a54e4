import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the broker API answers: its envelope. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A code-0 answer carrying `data`. */
export const ok = <T>(data: T): Envelope<T> => ({ code: 0, msg: 'success', data });

/** A refusal: an error code and its message, no data. */
export const refusal = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

/** What the stand-in answers a call it has no answer for (the API's generic failure). */
export const requestFailed = (): Envelope<null> => refusal(900, 'request failed!');

/** One call the stand-in received. */
export interface StubApiCall {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (its text if it is not JSON), or undefined without a body. */
  body: unknown;
}

/** An envelope (status 200), another status and body, or a dropped connection. */
export type StubAnswer = Envelope | { status: number; body: unknown } | 'hang-up';

/** How the stand-in answers: per call, or per path; no answer (or an unlisted path) gets `requestFailed()`. */
export type StubAnswers = ((call: StubApiCall) => StubAnswer | undefined) | Readonly<Record<string, StubAnswer>>;

export interface StubApi {
  /** The API_URL to give the site. */
  url: string;
  /** Every call so far, in order. */
  calls: StubApiCall[];
  callsTo(path: string): StubApiCall[];
  close(): Promise<void>;
}

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A broker API stand-in on a random local port: it answers each call as told (over real HTTP, so
 * headers really go over the wire) and records what it was sent. Close it when the test is done.
 */
export const startStubApi = async (answers: StubAnswers = {}): Promise<StubApi> => {
  const answerTo = typeof answers === 'function' ? answers : (call: StubApiCall) => answers[call.path];
  const calls: StubApiCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      const { pathname, searchParams } = new URL(url, 'http://api.invalid');
      const call: StubApiCall = { method: request.method ?? '', url, path: pathname, query: searchParams, headers: request.headers, body: parseBody(Buffer.concat(chunks).toString('utf8')) };
      calls.push(call);
      const answer = answerTo(call) ?? requestFailed();
      if (answer === 'hang-up') {
        request.socket.destroy();
        return;
      }
      const { status, body } = 'status' in answer ? answer : { status: 200, body: answer };
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
