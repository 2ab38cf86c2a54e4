// Funnel analytics in the browser (spec 7: an analytics server per environment and district).
// Pages and the login panel call `track`; the site's frame decides where events go (`setAnalyticsSink`),
// so libraries never know the collector, and tests see exactly what would be sent.

import type { AnalyticsEventName } from '@brokerage/contracts';

/**
 * What leaves the browser for one event: its name, the page's path without query or fragment
 * (a query can hold campaign ids or codes), the time, and its order within this tab. Nothing that
 * identifies a person: no phone, e-mail, token or user id.
 */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  path: string;
  at: number;
  seq: number;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

let sink: AnalyticsSink | null = null;
let seq = 0;

/** Where events go from now on (null: nowhere). The frame sets it once, in the browser. */
export const setAnalyticsSink = (next: AnalyticsSink | null): void => {
  sink = next;
};

/**
 * Records one funnel event, for the current page now or for the page and time it was `noted` at (an
 * event seen before the tracker's code came); a no-op on the server and when analytics is off.
 */
export const track = (name: AnalyticsEventName, noted?: Pick<AnalyticsEvent, 'path' | 'at'>): void => {
  if (!sink || typeof window === 'undefined') return;
  seq += 1;
  sink({ name, path: noted?.path ?? window.location.pathname, at: noted?.at ?? Date.now(), seq });
};

/** The visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export const trackingRefused = (): boolean => {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const windowDnt = typeof window !== 'undefined' ? (window as Window & { doNotTrack?: string }).doNotTrack : undefined;
  return nav.doNotTrack === '1' || windowDnt === '1' || nav.globalPrivacyControl === true;
};

/** Events are sent a moment after they happen, a few at a time, and at once when the page is hidden. */
const BATCH_DELAY_MS = 1_000;

/**
 * A sink that posts events as JSON (`{ events: [...] }`) to `endpoint` on the site's own origin:
 * by `sendBeacon` when the page is being hidden or left (it survives the unload), by `fetch` with
 * keepalive otherwise. Null when the visitor refused tracking: then nothing is ever sent.
 */
export const beaconSink = (endpoint: string): AnalyticsSink | null => {
  if (trackingRefused()) return null;
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (leaving: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const body = JSON.stringify({ events: queue });
    queue = [];
    const beaconed = leaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
    if (!beaconed) void fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  window.addEventListener('pagehide', () => flush(true));
  return (event) => {
    queue.push(event);
    if (!timer) timer = setTimeout(() => flush(false), BATCH_DELAY_MS);
  };
};

/**
 * One listener for the whole document reports clicks on links to the addresses in `linkEvents`
 * (`{ '/en/account-guide': 'open_account_clicked' }`), so every call to action leading there counts,
 * wherever it sits, without the components knowing. Returns the way to stop.
 */
export const trackLinkClicks = (linkEvents: Readonly<Record<string, AnalyticsEventName>>, root: Document = document): (() => void) => {
  const onClick = (event: MouseEvent) => {
    const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href');
    const name = href ? linkEvents[href] : undefined;
    if (name) track(name);
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
};
