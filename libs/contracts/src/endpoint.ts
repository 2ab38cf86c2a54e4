import { z } from 'zod';

/**
 * One call of spec section 7. The same object types the client function in
 * libs/api-client and validates the request on the API, so the two cannot drift.
 */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  /** Stable name, used for the client function and the OpenAPI operationId. */
  name: string;
  method: 'GET' | 'POST';
  /** Full path on the API, e.g. `/user-server/web/send-phone-captcha/v3`. */
  path: string;
  /** Query-string parameters (GET). */
  query?: Query;
  /** Request body (POST). */
  body?: Body;
  /** `form` for application/x-www-form-urlencoded bodies (select-protocol-info). */
  bodyEncoding?: 'json' | 'form';
  /** Schema of the envelope's `data` on success. */
  data: Data;
  /** Whether the call needs the Authorization token. */
  auth: 'required' | 'optional' | 'none';
  /**
   * The answer depends only on the district, language and terminal (never on a session, IP or
   * user, and nothing in it changes per visitor, as seats left do), so a site may ask once and
   * give the answer to every visitor (the site server's shared content cache).
   */
  shareable?: true;
  summary: string;
}

export const defineEndpoint = <
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Query, Body, Data>,
) => endpoint;

export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type EndpointData<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;

/** A list answer: one page of items and the number of all matching items. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().nonnegative() });
