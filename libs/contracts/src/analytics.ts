import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { DISTRICTS, LANGS } from './envelope';

// The analytics collector (spec 7: its server differs by environment and district). The sites
// forward their visitors' funnel events to it; in sit and uat the API itself collects them, so the
// funnel can be read locally. An event holds no personal data: no phone, e-mail, token, user id or IP.

/** The events the team follows: page views and the steps from a visit to an account. */
export const ANALYTICS_EVENTS = ['page_view', 'register_started', 'code_sent', 'registered', 'logged_in', 'open_account_clicked'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_MAX_BATCH = 50;

/** A path segment that could name a person: a phone number (7 or more digits), an e-mail address. */
const PERSONAL_SEGMENT = /^(?:\+?\d[\d\s()-]{6,}|[^@\s]+@[^@\s]+)$/;
const decodedSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * An event's path with segments that look like a phone number or an e-mail address replaced by
 * `_`, so an event never holds one, whatever a page put into its URL (a registration link with the
 * phone in it, a hand-typed address).
 */
export const redactPersonalSegments = (path: string): string =>
  path
    .split('/')
    .map((segment) => (PERSONAL_SEGMENT.test(decodedSegment(segment)) ? '_' : segment))
    .join('/');

export const collectedEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENTS),
  /** The page's path, without query or fragment. */
  path: z
    .string()
    .max(512)
    .regex(/^\/[^?#\s]*$/, 'must be a path without query or fragment'),
  lang: z.enum(LANGS),
  /** pc or h5 (spec 7: X-Terminal), from the visitor's user agent. */
  terminal: z.enum(['pc', 'h5']),
  /** When it happened in the browser (epoch milliseconds), and its order within the browser tab. */
  at: z.number().int().nonnegative(),
  seq: z.number().int().positive(),
});
export type CollectedEvent = z.infer<typeof collectedEventSchema>;

export const collectEventsBodySchema = z.strictObject({
  district: z.enum(DISTRICTS),
  events: z.array(collectedEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
});
export type CollectEventsBody = z.infer<typeof collectEventsBodySchema>;

export const collectEvents = defineEndpoint({
  name: 'collectEvents',
  method: 'POST',
  path: '/analytics/collect/v1',
  body: collectEventsBodySchema,
  data: z.object({ stored: z.number().int().nonnegative() }),
  auth: 'none',
  summary: 'Stores funnel events a site forwards (sit and uat: the local collector).',
});

export const latestEvents = defineEndpoint({
  name: 'latestEvents',
  method: 'GET',
  path: '/analytics/latest/v1',
  query: z.strictObject({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1).max(500))
      .default(50),
  }),
  data: z.object({ list: z.array(collectedEventSchema.extend({ id: z.number().int(), district: z.enum(DISTRICTS), receivedAt: z.string() })) }),
  auth: 'none',
  summary: 'The latest collected events, oldest first (sit and uat only; pro answers 404).',
});

export const analyticsEndpoints = { collectEvents, latestEvents } as const;
