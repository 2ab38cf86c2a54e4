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
  /**
   * Axios instances to send through, made by createApiTransport for the same base URLs and shared by
   * many contexts (the site server: one per process, not three per request). Unset: the context gets its own.
   */
  transport?: ApiTransport;
}

/**
 * The three axios instances behind the clients. They hold nothing of a context (no token, language
 * or visitor IP: each call carries those), so one transport serves every request of a process.
 */
export interface ApiTransport {
  readonly main: AxiosInstance;
  readonly userServer: AxiosInstance;
  readonly userApi: AxiosInstance;
}

export interface ApiTransportOptions {
  baseURL: string;
  userApiBaseURL?: string;
}

export type ClientName = 'main' | 'userServer' | 'userApi';

/** One axios instance with the envelope rules of spec 7 applied: resolves with `data`, rejects with the envelope. */
export interface HttpClient {
  readonly name: ClientName;
  /** The underlying instance, with the envelope rules applied; it may serve other contexts too, so never set a context's data on it. */
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

/** Resolves with the envelope's `data`; rejects with the envelope of any other code, or the transport error. */
const unwrapEnvelope = (instance: AxiosInstance) => {
  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body: unknown = response.data;
      if (!isEnvelope(body)) {
        return Promise.reject(
          new AxiosError('The API answered without the { code, msg, data } envelope', AxiosError.ERR_BAD_RESPONSE, response.config, response.request, response),
        );
      }
      if (body.code === CODES.OK) return body.data as AxiosResponse;
      return Promise.reject(body);
    },
    (error: unknown) => {
      // An HTTP error status that still carries an envelope is an API answer, not a transport failure.
      const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
      if (isEnvelope(body) && body.code !== CODES.OK) return Promise.reject(body);
      return Promise.reject(error);
    },
  );
};

/** The axios instances of spec 7's three clients, with the envelope rules (and X-Request-Id where due) applied. */
export const createApiTransport = ({ baseURL, userApiBaseURL }: ApiTransportOptions): ApiTransport => {
  const build = (instanceBaseURL: string, withRequestId: boolean): AxiosInstance => {
    const instance = axios.create({
      baseURL: instanceBaseURL,
      timeout: DEFAULT_TIMEOUT_MS,
      // Arrays as repeated keys (key_ids=a&key_ids=b), which every server-side query parser reads as a list.
      paramsSerializer: { indexes: null },
    });
    if (withRequestId) {
      instance.interceptors.request.use((config) => {
        config.headers.set(HEADER.requestId, newRequestId());
        return config;
      });
    }
    unwrapEnvelope(instance);
    return instance;
  };
  return { main: build(baseURL, false), userServer: build(baseURL, true), userApi: build(userApiBaseURL ?? baseURL, true) };
};

/**
 * Builds the three clients for one context. Never share the result between users: it holds
 * the token. On the site server, build one per incoming request, over one shared transport.
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
  const transport = options.transport ?? createApiTransport(options);
  const userApiBaseURL = options.userApiBaseURL ?? options.baseURL;
  if (transport.main.defaults.baseURL !== options.baseURL || transport.userApi.defaults.baseURL !== userApiBaseURL) {
    throw new TypeError('createApiClient: the transport was made for other base URLs');
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

  const onFailure = (reason: unknown): Promise<never> => {
    if (isEnvelope(reason) && reason.code === CODES.TOKEN_INVALID) signalTokenError(reason);
    return Promise.reject(reason);
  };

  // This context's headers go with each call (a call's own headers after them): the shared instances never hold them.
  const build = (name: ClientName, headers: Record<string, string>): HttpClient => {
    const instance = transport[name];
    const contextHeaders = withRuleHeaders(options.headers, headers);
    return {
      name,
      axios: instance,
      request: <T>(config: AxiosRequestConfig) =>
        instance
          .request({ timeout, ...config, headers: { ...contextHeaders, ...(config.headers as Record<string, string> | undefined) } })
          .catch(onFailure) as Promise<unknown> as Promise<T>,
      responseValidation,
      reportContractViolation,
    };
  };

  const identity = identityHeaders(options);

  return {
    main: build('main', mainHeaders({ ...options, terminal })),
    userServer: build('userServer', identity),
    userApi: build('userApi', identity),
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
