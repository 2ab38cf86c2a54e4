import type { Envelope } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '../http/register-endpoint';
import { siteHeaders } from './test-app';

export interface CallOptions {
  body?: unknown;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  token?: string;
  headers?: Record<string, string>;
  /** Client address as the socket sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

export interface CallResult<T = unknown> extends Envelope<T> {
  status: number;
}

/** Calls an endpoint of the contracts through `app.inject`, like a site server would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever data the endpoint answers
export const call = async <T = any>(app: FastifyInstance, endpoint: Pick<AnyEndpoint, 'method' | 'path'>, options: CallOptions = {}): Promise<CallResult<T>> => {
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    query: options.query
      ? Object.fromEntries(Object.entries(options.query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])))
      : undefined,
    payload: options.body === undefined ? undefined : (options.body as object),
    remoteAddress: options.remoteAddress,
    headers: {
      ...siteHeaders(),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
  });
  return { status: response.statusCode, ...(response.json() as Envelope<T>) };
};

/** How many results answered each envelope code: `{ 0: 10, 100429: 50 }`, for limits raced in parallel. */
export const countCodes = (results: readonly { code: number }[]): Record<number, number> =>
  results.reduce<Record<number, number>>((counts, { code }) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});
