import axios, { AxiosError, isAxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { CODES, X_LANG, X_TYPE, type District, type Envelope, type Lang } from '@brokerage/contracts';
import { isEnvelope } from './envelope';
import { HEADER, X_TERMINAL, identityHeaders, mainHeaders, type Terminal } from './headers';
import { newRequestId } from './request-id';

/** HTTP timeout of every call (spec 9). */
export const DEFAULT_TIMEOUT_MS = 3000;

export type TokenErrorListener = (envelope: Envelope) => void;

/**
 * What to do when a successful answer's `data` does not match the endpoint's schema:
 * `reject` (use outside production, so contract drift fails loudly) or `report`
 * (production default: resolve with the data as received and tell `onContractViolation`).
 */
export type ResponseValidation = 'reject' | 'report';

export interface ContractViolation {
  endpoint: string;
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export interface ApiClientOptions {
  /** Base URL of the broker services (API_URL on the site server). */
  baseURL: string;
  /** Base URL of the user-api service (`{user-api}` in spec 7); defaults to `baseURL`. */
  userApiBaseURL?: string;
  lang: Lang;
  district: District;
  /** Session token, sent as Authorization when present. */
  token?: string | null;
  /** User uuid, sent as X-Uid when known. */
  uid?: string | null;
  /** Sent as X-Terminal by the main client; defaults to `pc`. */
  terminal?: Terminal;
  /** Host name the visitor used; X-QuotesToken is only sent when it contains `hz`. */
  hostname?: string | null;
  quotesToken?: string | null;
  /** Extra headers on every call of every client, e.g. X-Forwarded-For. Spec-7 header names are ignored here. */
  headers?: Record<string, string>;
  /** Defaults to DEFAULT_TIMEOUT_MS. */
  timeout?: number;
  /** Called when any call answers code 300101 (token invalid); the call still rejects. */
  onTokenError?: TokenErrorListener;
  /** Defaults to `report`; pass `reject` outside production. */
  responseValidation?: ResponseValidation;
  /** Receives contract violations in `report` mode; defaults to a console warning. */
  onContractViolation?: (violation: ContractViolation) => void;
}

export type ClientName = 'main' | 'userServer' | 'userApi';

/** One axios instance with the envelope rules of spec 7 applied: resolves with `data`, rejects with the envelope. */
export interface HttpClient {
  readonly name: ClientName;
  /** The underlying instance; its interceptors already apply the envelope rules. */
  readonly axios: AxiosInstance;
  request<T = unknown>(config: AxiosRequestConfig): Promise<T>;
  /** How endpoint calls treat `data` that does not match its schema (see ResponseValidation). */
  readonly responseValidation: ResponseValidation;
  reportContractViolation(violation: ContractViolation): void;
}

/** The three clients of spec 7 for one context (one site request, or one browser session). */
export interface ApiClient {
  /** Main client: spec-7 headers plus X-Terminal and, on `hz` hosts, X-QuotesToken. */
  readonly main: HttpClient;
  /** User-server client: spec-7 headers plus a fresh X-Request-Id on every request. */
  readonly userServer: HttpClient;
  /** User-api client (`{user-api}/query/common_config`): spec-7 headers plus a fresh X-Request-Id on every request. */
  readonly userApi: HttpClient;
  readonly lang: Lang;
  readonly district: District;
  /** Subscribes to code 300101 answers of this context; returns the unsubscribe function. */
  onTokenError(listener: TokenErrorListener): () => void;
}

const assertOneOf = (name: string, value: unknown, allowed: Record<string, string>) => {
  if (typeof value !== 'string' || !Object.hasOwn(allowed, value)) {
    throw new TypeError(`createApiClient: ${name} must be one of ${Object.keys(allowed).join(', ')}; got ${String(value)}`);
  }
};

const SPEC_HEADER_NAMES = new Set(Object.values(HEADER).map((name) => name.toLowerCase()));

/** Extra headers never set a spec-7 header (names are case-insensitive), whether or not the rules send it. */
const withRuleHeaders = (extra: Record<string, string> | undefined, rules: Record<string, string>) => {
  const kept = Object.entries(extra ?? {}).filter(([name]) => !SPEC_HEADER_NAMES.has(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...rules };
};

/**
 * Builds the three clients for one context. Never share the result between users: it holds
 * the token. On the site server, build one per incoming request.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  assertOneOf('lang', options.lang, X_LANG);
  assertOneOf('district', options.district, X_TYPE);
  const terminal = options.terminal ?? 'pc';
  assertOneOf('terminal', terminal, X_TERMINAL);
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeout) || timeout <= 0) {
    throw new TypeError(`createApiClient: timeout must be a positive number of milliseconds; got ${String(options.timeout)}`);
  }

  const tokenErrorListeners = new Set<TokenErrorListener>();
  if (options.onTokenError) tokenErrorListeners.add(options.onTokenError);
  const signalTokenError = (envelope: Envelope) => {
    for (const listener of [...tokenErrorListeners]) {
      try {
        listener(envelope);
      } catch (error) {
        // A failing listener must not turn the envelope rejection into something else.
        console.error('api-client: token-error listener failed', error);
      }
    }
  };

  const responseValidation = options.responseValidation ?? 'report';
  const reportContractViolation =
    options.onContractViolation ??
    ((violation: ContractViolation) => console.warn(`api-client: ${violation.endpoint} answered data that does not match its contract`, violation.issues));

  const rejectWithEnvelope = (envelope: Envelope) => {
    if (envelope.code === CODES.TOKEN_INVALID) signalTokenError(envelope);
    return Promise.reject(envelope);
  };

  const build = (name: ClientName, baseURL: string, headers: Record<string, string>, withRequestId: boolean): HttpClient => {
    const instance = axios.create({
      baseURL,
      timeout,
      headers: withRuleHeaders(options.headers, headers),
      // Arrays as repeated keys (key_ids=a&key_ids=b), which every server-side query parser reads as a list.
      paramsSerializer: { indexes: null },
    });
    if (withRequestId) {
      instance.interceptors.request.use((config) => {
        config.headers.set(HEADER.requestId, newRequestId());
        return config;
      });
    }
    instance.interceptors.response.use(
      (response: AxiosResponse) => {
        const body: unknown = response.data;
        if (!isEnvelope(body)) {
          return Promise.reject(
            new AxiosError('The API answered without the { code, msg, data } envelope', AxiosError.ERR_BAD_RESPONSE, response.config, response.request, response),
          );
        }
        if (body.code === CODES.OK) return body.data as AxiosResponse;
        return rejectWithEnvelope(body);
      },
      (error: unknown) => {
        // An HTTP error status that still carries an envelope is an API answer, not a transport failure.
        const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
        if (isEnvelope(body) && body.code !== CODES.OK) return rejectWithEnvelope(body);
        return Promise.reject(error);
      },
    );
    return {
      name,
      axios: instance,
      request: <T>(config: AxiosRequestConfig) => instance.request(config) as Promise<unknown> as Promise<T>,
      responseValidation,
      reportContractViolation,
    };
  };

  const identity = identityHeaders(options);

  return {
    main: build('main', options.baseURL, mainHeaders({ ...options, terminal }), false),
    userServer: build('userServer', options.baseURL, identity, true),
    userApi: build('userApi', options.userApiBaseURL ?? options.baseURL, identity, true),
    lang: options.lang,
    district: options.district,
    onTokenError(listener) {
      tokenErrorListeners.add(listener);
      return () => {
        tokenErrorListeners.delete(listener);
      };
    },
  };
};
