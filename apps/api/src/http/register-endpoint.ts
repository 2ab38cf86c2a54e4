import { ApiError, CODES, districtFromHeader, type District, type Endpoint, type Lang } from '@brokerage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, InvalidInputError, issuesFromZod, requestLang } from './error-handler';

/** The signed-in user behind a request's Authorization token. */
export interface AuthUser {
  /** The user's uuid (primary key of `users`). */
  uuid: string;
  /** SHA-256 of the session token, identifying the session (for logout). */
  tokenHash: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its schemas
export type AnyEndpoint = Endpoint<any, any, z.ZodType>;

/* eslint-disable @typescript-eslint/no-explicit-any -- inference over any endpoint */
type QueryOf<E> = E extends Endpoint<infer Q, any, any> ? ([Q] extends [z.ZodType] ? z.output<Q> : undefined) : never;
type BodyOf<E> = E extends Endpoint<any, infer B, any> ? ([B] extends [z.ZodType] ? z.output<B> : undefined) : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface EndpointContext<E extends AnyEndpoint> {
  /** Query string parsed by the endpoint's schema (values arrive as strings: use z.coerce for numbers). */
  query: QueryOf<E>;
  /** Body parsed by the endpoint's schema; unknown fields were rejected. */
  body: BodyOf<E>;
  lang: Lang;
  district: District;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Resolved from Authorization unless `auth` is 'none'; never null when `auth` is 'required'. */
  user: AuthUser | null;
}

export type EndpointHandler<E extends AnyEndpoint> = (context: EndpointContext<E>) => Promise<z.input<E['data']>>;

/**
 * Objects built with the default (strip) mode get strict here, so unknown fields are an error
 * rather than silently dropped. Schemas that chose `z.looseObject` / `z.strictObject` keep their choice.
 */
const rejectingUnknownKeys = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodObject && schema._zod.def.catchall === undefined ? schema.strict() : schema;

const parseInput = (schema: z.ZodType | undefined, value: unknown, where: 'body' | 'query'): unknown => {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'query' ? {} : undefined));
  if (!result.success) throw new InvalidInputError(issuesFromZod(result.error, where));
  return result.data;
};

const resolveUser = async (app: FastifyInstance, endpoint: AnyEndpoint, request: FastifyRequest): Promise<AuthUser | null> => {
  if (endpoint.auth === 'none') return null;
  const user = await app.authenticate(request);
  if (!user && endpoint.auth === 'required') throw new ApiError(CODES.TOKEN_INVALID);
  return user;
};

/**
 * Serves one contract endpoint: parses query/body with its schemas, resolves the user, runs the
 * handler and answers `{ code: 0, msg, data }` with `data` checked against the data schema.
 * Errors (ApiError, invalid input) go to the app's one error handler.
 */
const registerEndpoint = <E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void => {
  // Built once here: `.strict()` makes a new schema, too costly to repeat on every request.
  const querySchema = endpoint.query && rejectingUnknownKeys(endpoint.query);
  const bodySchema = endpoint.body && rejectingUnknownKeys(endpoint.body);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const query = parseInput(querySchema, request.query, 'query');
      const body = endpoint.method === 'POST' ? parseInput(bodySchema, request.body, 'body') : undefined;
      const lang = requestLang(request);
      const district = districtFromHeader(request.headers['x-type'] as string | undefined);
      const user = await resolveUser(app, endpoint, request);
      const result = await handler({ query, body, lang, district, request, reply, user } as EndpointContext<E>);
      const data = endpoint.data.safeParse(result);
      if (!data.success) {
        request.log.error({ endpoint: endpoint.name, issues: data.error.issues }, 'handler answered data outside its contract');
        throw new ApiError(CODES.REQUEST_FAILED, 500);
      }
      return reply.send(envelope(request, CODES.OK, data.data ?? null));
    },
  });
};

/** Handlers for (some of) a contract table's endpoints, under the same keys. */
type EndpointHandlers<Table extends Record<string, AnyEndpoint>> = { [Key in keyof Table]?: EndpointHandler<Table[Key]> };

/**
 * The one way a route file serves endpoints: a table of contract → handler. Each handler gets the
 * parsed input and answers the `data` of its contract; keys must be keys of the contract table, so
 * a handler cannot drift from the endpoint it serves. A table may be served by more than one
 * module (config-manager is); the OpenAPI spec checks that every contract endpoint is served.
 */
export const registerEndpoints = <Table extends Record<string, AnyEndpoint>>(app: FastifyInstance, endpoints: Table, handlers: EndpointHandlers<Table>): void => {
  for (const key of Object.keys(handlers) as (keyof Table & string)[]) {
    const handler = handlers[key];
    if (handler) registerEndpoint(app, endpoints[key], handler);
  }
};
