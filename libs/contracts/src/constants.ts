/**
 * `@brokerage/contracts/constants`: the values of the contracts that browser code uses, without
 * zod. The barrel (`@brokerage/contracts`) also holds every schema, and a page that imports a value
 * from it downloads them all; the API and the servers keep using the barrel.
 */
export { CODES } from './codes';

/** Most points of a slider trail the panel sends (it samples longer moves down). */
export const SLIDER_TRAIL_MAX_POINTS = 50;

export const QUOTE_MARKETS = ['hk', 'us', 'a'] as const;

/** `index` is the financial-investment overview; the other eleven are the product pages of spec 2. */
export const PRODUCT_SLUGS = [
  'index',
  'hk-stocks',
  'us-stocks',
  'bonds',
  'etf',
  'fractional-shares',
  'us-share-option',
  'a-shares',
  'margin-account',
  'ipo',
  'option-tool',
  'funds',
] as const;
