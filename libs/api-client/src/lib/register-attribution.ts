import { REGISTER_ATTRIBUTION_HEADER, X_TYPE, type District } from '@brokerage/contracts';

export { REGISTER_ATTRIBUTION_HEADER };
/** Every query parameter with this prefix is passed on as an attribution dimension. */
export const RGDIM_PREFIX = 'rgdim_';
/** The rgdim_ parameter names the API accepts (registerAttributionSchema); others are left out. */
const RGDIM_KEY = /^rgdim_[\w-]{1,64}$/;
/** Longest value passed on; longer ones are left out rather than cut into a wrong campaign id. */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 256;
/** Most rgdim_ parameters passed on, so a crafted link cannot blow up the request headers. */
export const MAX_RGDIM_PARAMETERS = 20;

const DEFAULT_REGISTER_CT = 1;
const OPTIONAL_KEYS = ['gift-code', 'shareId', 'bizId', 'activity-id'] as const;

export type RegisterAttribution = {
  'register-cid': string;
  'register-ct': number;
} & Partial<Record<(typeof OPTIONAL_KEYS)[number], string>> & {
    [dimension: `${typeof RGDIM_PREFIX}${string}`]: string;
  };

const usable = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_ATTRIBUTION_VALUE_LENGTH ? trimmed : undefined;
};

const channelType = (value: string | null): number => {
  const trimmed = value?.trim() ?? '';
  return /^[1-9]\d{0,8}$/.test(trimmed) ? Number(trimmed) : DEFAULT_REGISTER_CT;
};

/**
 * The attribution of a registration from the landing page's query string: register-cid
 * (default `usmart-` + district), register-ct (default 1), gift-code, shareId, bizId,
 * activity-id and every rgdim_ parameter. Empty parameters, and what registerAttributionSchema
 * would refuse (over-long values, odd rgdim_ names, more than 20 of them), are left out, so a
 * tampered link never costs the visitor the registration.
 */
export const buildRegisterAttribution = (params: URLSearchParams, district: District): RegisterAttribution => {
  if (!Object.hasOwn(X_TYPE, district)) throw new TypeError(`buildRegisterAttribution: unknown district ${String(district)}`);
  const attribution: RegisterAttribution = {
    'register-cid': usable(params.get('register-cid')) ?? `usmart-${district}`,
    'register-ct': channelType(params.get('register-ct')),
  };
  for (const key of OPTIONAL_KEYS) {
    const value = usable(params.get(key));
    if (value !== undefined) attribution[key] = value;
  }
  let dimensions = 0;
  for (const [key, raw] of params) {
    if (!RGDIM_KEY.test(key)) continue;
    if (Object.hasOwn(attribution, key)) continue; // a repeated key keeps its first usable value
    const value = usable(raw);
    if (value === undefined) continue;
    if (dimensions === MAX_RGDIM_PARAMETERS) break;
    attribution[key as `${typeof RGDIM_PREFIX}${string}`] = value;
    dimensions += 1;
  }
  return attribution;
};

/** JSON with every character outside printable ASCII escaped, so it is a valid header value anywhere. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The header object to pass as `{ headers }` to web-register-login/v1. */
export const registerAttributionHeaders = (params: URLSearchParams, district: District): Record<string, string> => ({
  [REGISTER_ATTRIBUTION_HEADER]: asciiJson(buildRegisterAttribution(params, district)),
});
