import { ANALYTICS_EVENTS, ANALYTICS_MAX_BATCH, collectEvents, type CollectEventsBody } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { siteContextOf } from './load-context';
import { logger } from './logger';
import { terminalOf } from './terminal';

/** A batch of events is a few hundred bytes; anything far larger is not from our pages. */
const MAX_BODY_BYTES = 16 * 1024;
const COLLECTOR_TIMEOUT_MS = 3_000;

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
 * Privacy Control is never forwarded. The page always gets 204 unless the body is not a batch of
 * events (400) or too large (413): analytics never breaks a page.
 */
export const analyticsAction = async ({ request, context }: ActionFunctionArgs) => {
  const { env, site } = siteContextOf(context);
  if (request.method !== 'POST') throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  if (request.headers.get('DNT') === '1' || request.headers.get('Sec-GPC') === '1') return noContent();

  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return new Response(null, { status: 413 });
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
    events: batch.data.events.map((event) => ({ ...event, lang: langOfPath(site, event.path), terminal })),
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
