export {
  createApiClient,
  createApiTransport,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type ApiTransport,
  type ApiTransportOptions,
  type ClientName,
  type ContractViolation,
  type HttpClient,
  type ResponseValidation,
  type TokenErrorListener,
} from './lib/api-client';
export { createBrokerApi, type BrokerApi } from './lib/broker-api';
export {
  bindEndpoints,
  callEndpoint,
  ResponseContractError,
  toFormBody,
  type AnyEndpoint,
  type BoundEndpoints,
  type CallOptions,
  type EndpointArgs,
  type EndpointFunction,
  type EndpointInput,
} from './lib/endpoints';
export { isEnvelope, isTokenInvalid } from './lib/envelope';
export { DEV_INFO, HEADER, QUOTES_TOKEN_HOST_MARKER, X_TERMINAL, type Terminal } from './lib/headers';
export { newRequestId } from './lib/request-id';
export {
  buildRegisterAttribution,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  MAX_RGDIM_PARAMETERS,
  REGISTER_ATTRIBUTION_HEADER,
  registerAttributionHeaders,
  RGDIM_PREFIX,
  type RegisterAttribution,
} from './lib/register-attribution';
