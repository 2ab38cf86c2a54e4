import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { Endpoint, EndpointBody, EndpointData, EndpointQuery } from '@brokerage/contracts';
import type { HttpClient } from './api-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its schemas
export type AnyEndpoint = Endpoint<any, any, z.ZodType>;

/**
 * What a caller passes: the body for endpoints with a body, else the query, else nothing;
 * `{ query, body }` for the rare endpoint with both. Input types are the schemas' input types.
 */
export type EndpointInput<E> = [EndpointBody<E>] extends [undefined]
  ? [EndpointQuery<E>] extends [undefined]
    ? undefined
    : EndpointQuery<E>
  : [EndpointQuery<E>] extends [undefined]
    ? EndpointBody<E>
    : { query: EndpointQuery<E>; body: EndpointBody<E> };

export interface CallOptions {
  /** Extra headers for this call only, e.g. the registration attribution header. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Arguments of a bound endpoint function: the input may be left out when it has no required field. */
export type EndpointArgs<E> = [EndpointInput<E>] extends [undefined]
  ? [input?: undefined, options?: CallOptions]
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every field optional" test
    {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type EndpointFunction<E> = (...args: EndpointArgs<E>) => Promise<EndpointData<E>>;

export type BoundEndpoints<M extends Record<string, AnyEndpoint>> = { readonly [K in keyof M]: EndpointFunction<M[K]> };

/** Raised, outside production, when a successful answer's `data` does not match the endpoint's schema. */
export class ResponseContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`${endpoint} answered data that does not match its contract: ${issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

type FormValue = string | number | boolean | bigint | Date | null | undefined | object;

const formText = (value: Exclude<FormValue, null | undefined>): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** application/x-www-form-urlencoded body: empty values left out, arrays as repeated keys. */
export const toFormBody = (values: Record<string, unknown>): URLSearchParams => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(key, formText(item as FormValue & object));
    }
  }
  return form;
};

const splitInput = (endpoint: AnyEndpoint, input: unknown): { query?: unknown; body?: unknown } => {
  if (endpoint.query && endpoint.body) return (input ?? {}) as { query?: unknown; body?: unknown };
  if (endpoint.body) return { body: input };
  if (endpoint.query) return { query: input };
  return {};
};

/**
 * Calls one endpoint of the contracts. Input is not validated here: the API validates it and
 * answers an envelope error in the visitor's language, which the UI shows as the server message.
 */
export const callEndpoint = async <E extends AnyEndpoint>(
  client: HttpClient,
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): Promise<EndpointData<E>> => {
  const { query, body } = splitInput(endpoint, input);
  const config: AxiosRequestConfig = {
    method: endpoint.method,
    url: endpoint.path,
    params: query,
    headers: options?.headers,
    signal: options?.signal,
  };
  if (body !== undefined) {
    config.data = endpoint.bodyEncoding === 'form' ? toFormBody(body as Record<string, unknown>) : body;
  }
  const data = await client.request<unknown>(config);
  const checked = endpoint.data.safeParse(data);
  if (checked.success) return checked.data as EndpointData<E>;
  if (client.responseValidation === 'reject') throw new ResponseContractError(endpoint.name, checked.error.issues);
  client.reportContractViolation({ endpoint: endpoint.name, issues: checked.error.issues });
  return data as EndpointData<E>;
};

/** One typed function per endpoint of the collection, all calling through `client`. */
export const bindEndpoints = <M extends Record<string, AnyEndpoint>>(client: HttpClient, endpoints: M): BoundEndpoints<M> =>
  Object.fromEntries(
    Object.entries(endpoints).map(([key, endpoint]) => [key, (...args: EndpointArgs<AnyEndpoint>) => callEndpoint(client, endpoint, ...args)]),
  ) as unknown as BoundEndpoints<M>;
