import { z } from 'zod';
import { defineEndpoint, listOf } from './endpoint';
import { QUOTE_MARKETS } from './constants';
import { paging } from './page-content';

// The signed-in user's real-time quote packages and their renewals (spec 2: `sta-login/goods` and
// `renew-record`). Spec 7 shows no call for them, so these two follow the user service's style.
// A package refers to a quote service of the market page (content `quote-services`), whose name
// the API gives in the request's language.

export const QUOTE_PACKAGE_STATUSES = ['active', 'expired'] as const;
export type QuotePackageStatus = (typeof QUOTE_PACKAGE_STATUSES)[number];

export const quotePackageSchema = z.object({
  id: z.number().int(),
  /** The quote service (content `quote-services`) this package is of. */
  serviceId: z.number().int(),
  market: z.enum(QUOTE_MARKETS),
  /** The quote service's name in the request's language. */
  name: z.string(),
  /** ISO 8601 instants. */
  startsAt: z.string(),
  expiresAt: z.string(),
  /** `expired` once `expiresAt` has passed, at the time of the call. */
  status: z.enum(QUOTE_PACKAGE_STATUSES),
  autoRenew: z.boolean(),
});
export type QuotePackage = z.infer<typeof quotePackageSchema>;

export const RENEW_RECORD_STATUSES = ['paid', 'refunded', 'failed'] as const;
export type RenewRecordStatus = (typeof RENEW_RECORD_STATUSES)[number];
export const RENEW_CHANNELS = ['app', 'web', 'auto-renew'] as const;

export const renewRecordSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  market: z.enum(QUOTE_MARKETS),
  name: z.string(),
  /** Months bought by this payment. */
  months: z.number().int().positive(),
  /** Amount paid in minor units of `currency` (0 for a free package). */
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  paidAt: z.string(),
  /** The period this payment covers. */
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(RENEW_RECORD_STATUSES),
  channel: z.enum(RENEW_CHANNELS),
});
export type RenewRecord = z.infer<typeof renewRecordSchema>;

export const quotePackages = defineEndpoint({
  name: 'quotePackages',
  method: 'GET',
  path: '/user-server/web/quote-packages/v1',
  query: z.strictObject({}),
  data: z.object({ list: z.array(quotePackageSchema) }),
  auth: 'required',
  summary: "The signed-in user's quote packages, active ones first, then by expiry (latest first).",
});

export const quoteRenewRecords = defineEndpoint({
  name: 'quoteRenewRecords',
  method: 'GET',
  path: '/user-server/web/quote-renew-records/v1',
  query: z.strictObject(paging),
  data: listOf(renewRecordSchema),
  auth: 'required',
  summary: "The signed-in user's quote package payments, latest first, paged (offset, limit; default 10).",
});

/** The two quote subscription calls, by client function name. */
export const quoteSubscriptionEndpoints = { quotePackages, quoteRenewRecords } as const;
