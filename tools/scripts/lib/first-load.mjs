// First-load JavaScript of a page, measured in Chromium: every script the browser fetched before the
// page hydrated (`<html data-hydrated>`: what it needs to work, catalogs and lazy chunks included),
// and every script it fetched until the network went quiet without the visitor doing anything.
// Sizes are those a gzip client receives: the build's precompressed `.gz` file, or gzip -9 of a
// file too small to have one.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_LOOKED_AT, findChromium } from '../../../apps/e2e/src/setup/chromium.mjs';

/** The sites choose their desktop or mobile layout by user agent, so each viewport has its own. */
export const VIEWPORTS = {
  390: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
  1440: {
    viewport: { width: 1440, height: 900 },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  },
};

/**
 * Records, before any page script runs, when the page marked itself hydrated. It watches `document`,
 * not `<html>`: an init script may run before the parser has made that element.
 */
const RECORD_HYDRATION = () => {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
};

export async function launchBrowser() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`first-load JavaScript is measured in Chromium; none found (looked at ${CHROMIUM_LOOKED_AT})`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

const gzipSize = (clientDir, path) => {
  const file = join(clientDir, path);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
};

/**
 * `{ toHydrate, onLoad }` of the page at `url` in a fresh browser context of `viewport` (a key of
 * VIEWPORTS); each is `{ scripts, gzipBytes }`, with the footer's height in px. The assets are read from `clientDir`.
 */
export async function firstLoadJs(browser, url, clientDir, viewport) {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_HYDRATION);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const { hydratedAt, scripts } = await page.evaluate(() => ({
      hydratedAt: window.__hydratedAt,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
        .filter(({ path }) => path.startsWith('/assets/') && path.endsWith('.js')),
    }));
    const sum = (entries) => ({ scripts: entries.length, gzipBytes: entries.reduce((total, { path }) => total + gzipSize(clientDir, path), 0) });
    // The frame's weight beside the content's (issue 26: ~700 px at 1440, ~1,000 at 390).
    const footerHeight = await page.evaluate(() => Math.round(document.querySelector('footer')?.getBoundingClientRect().height ?? 0));
    return { toHydrate: sum(scripts.filter(({ startTime }) => startTime <= hydratedAt)), onLoad: sum(scripts), footerHeight };
  } finally {
    await context.close();
  }
}
