import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '@brokerage/site-core/testing';
import { launchChromium, VIEWPORTS, type ViewportName } from './browser';
import { originOf } from './sites';

/** How long a site page may take to hydrate after `load` on a slow, busy machine. */
const HYDRATION_TIMEOUT_MS = 20_000;

export interface OpenOptions {
  /** Desktop (1440 × 900) or mobile (390 × 844, touch, iPhone user agent); desktop by default. */
  viewport?: ViewportName;
  /** Extra context options (locale, cookies via storageState, …). */
  context?: BrowserContextOptions;
  /**
   * Runs in every document of the context before the page's own scripts (to observe or stub
   * globals). Playwright sends the function's source, so it may use only `arg`, never outer variables.
   */
  initScript?: { script: (arg: never) => void; arg?: unknown };
  /** Keep the context for the following tests of the block (closed after the block) instead of closing it after this test. */
  keepForBlock?: boolean;
  /** Runs on the new context before the page is opened (to route or hold its requests). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * Holds the requests for assets whose path matches `pattern` until `release()`, in the contexts it
 * `prepare`s (`open(url, { prepare })`): a page then works without that code for as long as a test needs.
 */
export function heldAssets(pattern: RegExp): { prepare: NonNullable<OpenOptions['prepare']>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    prepare: (context) =>
      context.route(pattern, async (route) => {
        await held;
        await route.continue();
      }),
  };
}

export interface BrowserSuiteOptions {
  /** Uncaught page errors that are not the product's fault (a tool's own noise); everything else fails the test. */
  ignorePageErrors?: RegExp[];
}

export interface OpenedPage {
  page: Page;
  /** The main document's response after redirects (null for same-document navigations). */
  response: Response | null;
  context: BrowserContext;
}

export interface BrowserSuite {
  /**
   * Opens `url` in a fresh browser context (own cookies and storage). Contexts close after each test
   * (or after the block, with `keepForBlock`), and an uncaught error in any opened page fails the test
   * that is running.
   */
  open(url: string, options?: OpenOptions): Promise<OpenedPage>;
}

/**
 * A `describe` block whose tests drive Chromium against the servers of the global setup. One browser
 * per block. When no Chromium is installed (outside CI) the block is reported as skipped; the
 * global setup has already said why, loudly.
 */
export function describeInBrowser(title: string, define: (suite: BrowserSuite) => void, options: BrowserSuiteOptions = {}): void {
  const skipReason = process.env.E2E_SKIP_REASON;
  let browser: Browser | undefined;
  const testContexts: BrowserContext[] = [];
  const blockContexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  const suite: BrowserSuite = {
    async open(url, { viewport = 'desktop', context: contextOptions, initScript, keepForBlock = false, prepare } = {}) {
      if (!browser) throw new Error('the browser is not running (open() outside a test or beforeAll?)');
      const context = await browser.newContext({ ...VIEWPORTS[viewport], ...contextOptions });
      (keepForBlock ? blockContexts : testContexts).push(context);
      if (initScript) await context.addInitScript(initScript.script as (arg: unknown) => void, initScript.arg);
      await prepare?.(context);
      context.on('page', (page) => watchErrors(page));
      const page = await context.newPage();
      watchErrors(page);
      const response = await page.goto(url, { waitUntil: 'load' });
      // A site page's controls work once it has hydrated (after its language's catalog arrived), which
      // can be after `load`: tests start then, unless scripts are off or the answer is not a site page.
      const sitePage = [originOf('hk'), originOf('mainland')].includes(new URL(page.url()).origin);
      const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if (sitePage && html && contextOptions?.javaScriptEnabled !== false) {
        await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
      }
      return { page, response, context };
    },
  };

  const watched = new WeakSet<Page>();
  function watchErrors(page: Page): void {
    if (watched.has(page)) return;
    watched.add(page);
    // Uncaught exceptions and React's recoverable errors (hydration mismatches) end up here.
    page.on('pageerror', (error) => {
      const message = `${error.name}: ${error.message}`;
      if (options.ignorePageErrors?.some((pattern) => pattern.test(message))) return;
      pageErrors.push(`${page.url()}: ${error.stack || message}`);
    });
  }

  if (skipReason) {
    describe.skip(`${title} [skipped: ${skipReason}]`, () => define(suite));
    return;
  }

  describe(title, () => {
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      await Promise.all(blockContexts.splice(0).map((context) => context.close()));
      await browser?.close();
      browser = undefined;
    });
    afterEach(async () => {
      await Promise.all(testContexts.splice(0).map((context) => context.close()));
      const errors = pageErrors.splice(0);
      if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join('\n\n')}`);
    });
    define(suite);
  });
}
