import { ANALYTICS_EVENTS, ANALYTICS_MAX_BATCH, collectEvents, redactPersonalSegments, type CollectEventsBody } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import type { ActionFunctionArgs } from '@remix-run/node';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { siteContextOf } from '../load-context';
import { logger } from '../logger';
import { BODY_LIMITS } from '../http/request-body';
import { terminalOf } from '../http/terminal';

const COLLECTOR_TIMEOUT_MS = 3_000;

/**
 * Batches one client may send per minute. A page sends a batch when it is shown and when the
 * visitor leaves it; an office behind one address browses well within this, a script does not.
 * Counted per site process (the collector sees each process's share).
 */
export const ANALYTICS_BATCHES_PER_MINUTE = 60;
const batchesPerClient = new RateLimiterMemory({ points: ANALYTICS_BATCHES_PER_MINUTE, duration: 60 });

/** What a page sends (libs/analytics beaconSink): events without the fields the server adds. */
const browserBatchSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        name: z.enum(ANALYTICS_EVENTS),
        path: z
          .string()
          .max(512)
          .regex(/^\/[^?#\s]*$/),
        at: z.number().int().nonnegative(),
        seq: z.number().int().positive(),
      }),
    )
    .min(1)
    .max(ANALYTICS_MAX_BATCH),
});

const noContent = () => new Response(null, { status: 204 });

/**
 * The collector for this site: ANALYTICS_URL, else in sit and uat the API's own collector (so the
 * funnel can be read locally with `npm run analytics`); in pro without ANALYTICS_URL analytics is off.
 */
export const analyticsCollectorOf = (env: { APP_ENV: string; API_URL: string; ANALYTICS_URL?: string }): string | null =>
  env.ANALYTICS_URL ?? (env.APP_ENV === 'pro' ? null : `${env.API_URL}${collectEvents.path}`);

/**
 * `POST {base}/analytics`: the site's pages report funnel events here (same origin, so no third
 * party sees the visitor), and the server forwards them to the district's collector with what it
 * knows (district, language of the page, pc or h5). A visitor sending Do Not Track or Global
 * Privacy Control is never forwarded, and a path segment that looks like a phone number or an
 * e-mail address never leaves the site. The page always gets 204 unless the body is not a batch
 * of events (400), too large (413) or one too many from its client (429): analytics never breaks a page.
 */
export const analyticsAction = async ({ request, context }: ActionFunctionArgs) => {
  const { env, site } = siteContextOf(context);
  if (request.method !== 'POST') throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  if (request.headers.get('DNT') === '1' || request.headers.get('Sec-GPC') === '1') return noContent();

  try {
    await batchesPerClient.consume(siteContextOf(context).clientIp);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return new Response(null, { status: 429, headers: { 'Retry-After': String(Math.ceil(refusal.msBeforeNext / 1000)) } });
  }
  const text = await request.text();
  // The site server refuses longer bodies as they arrive; this holds where an action is called directly.
  if (Buffer.byteLength(text) > BODY_LIMITS.analytics) return new Response(null, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const batch = browserBatchSchema.safeParse(json);
  if (!batch.success) return new Response(null, { status: 400 });

  const collector = analyticsCollectorOf(env);
  if (!collector) return noContent();
  const terminal = terminalOf(request.headers.get('User-Agent'));
  const body: CollectEventsBody = {
    district: site.district,
    events: batch.data.events.map((event) => ({ ...event, path: redactPersonalSegments(event.path), lang: langOfPath(site, event.path), terminal })),
  };
  try {
    const response = await fetch(collector, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(COLLECTOR_TIMEOUT_MS),
    });
    if (!response.ok) logger.warn('Analytics collector refused events', { district: site.district, status: response.status });
  } catch (error) {
    logger.warn('Analytics collector unreachable', { district: site.district, error });
  }
  return noContent();
};
