import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/**
 * Debian's Chromium, headless (Playwright adds --headless). The machine's network is closed, so
 * every background connection (updates, sync, QUIC probes) is switched off.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  const executablePath = process.env.E2E_CHROMIUM;
  if (!executablePath) throw new Error('E2E_CHROMIUM is not set: run the browser tests through `npx nx e2e e2e` (its global setup finds Chromium)');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The sites pick desktop or mobile layout (below 1024 px) and device flags from the user agent on
 * the server, so each viewport comes with a matching browser identity.
 */
export const VIEWPORTS = {
  desktop: {
    viewport: { width: 1440, height: 900 },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  },
  mobile: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;
