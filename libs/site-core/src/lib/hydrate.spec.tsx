/**
 * @jest-environment jsdom
 */
import { waitFor } from '@testing-library/dom';
import type { Messages } from '@lingui/core';
import type * as I18nLib from '@brokerage/i18n';
import { catalogs } from '@brokerage/i18n/all-catalogs';
import { HYDRATED_ATTRIBUTE } from './hydrate';
import { PAGE_MESSAGES_ID, pageMessagesJson } from './page-messages';

const USED = 'site.notFound.title';
const NOT_USED = { id: 'site.notFound.sections', message: 'Popular pages' };

/**
 * A browser page as the entry finds it: a fresh module registry (the test setup registered every
 * catalog in the shared one), the server's `<html lang>` and, when given, its data block. Remix's
 * browser root is a page that translates one message it used, and one it did not behind a button
 * (as a dialog would), with its own Lingui instance as SiteDocument makes it; hydration renders it
 * into a container.
 */
async function browserPage(pageMessages: Messages | null) {
  jest.resetModules();
  document.documentElement.lang = 'zh-HK';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.head.innerHTML = pageMessages
    ? `<script type="application/json" id="${PAGE_MESSAGES_ID}">${pageMessagesJson(pageMessages)}</script>`
    : '';
  document.body.innerHTML = '<div id="page"></div>';
  const container = document.getElementById('page') as HTMLElement;

  const React = await import('react');
  const { I18nProvider, useLingui } = await import('@lingui/react');
  // Required, not imported: a static import would be the shared registry, every language loaded.
  const i18nLib = jest.requireActual<typeof I18nLib>('@brokerage/i18n');
  const catalogLoadedAtHydration: boolean[] = [];
  const Texts = () => {
    const { i18n } = useLingui();
    const [more, setMore] = React.useState(false);
    return (
      <>
        <h1>{i18n._({ id: USED })}</h1>
        <button type="button" onClick={() => setMore(true)}>
          more
        </button>
        {more ? <h2>{i18n._(NOT_USED)}</h2> : null}
      </>
    );
  };
  const RemixBrowser = () => {
    const i18n = React.useMemo(() => i18nLib.createI18n('zh-hk'), []);
    return (
      <I18nProvider i18n={i18n}>
        <Texts />
      </I18nProvider>
    );
  };
  jest.doMock('@remix-run/react', () => ({ RemixBrowser }));
  jest.doMock('react-dom/client', () => {
    const actual = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
    return {
      hydrateRoot: (_document: Document, element: React.ReactNode) => {
        catalogLoadedAtHydration.push(i18nLib.isCatalogLoaded('zh-hk'));
        actual.createRoot(container).render(element);
      },
    };
  });
  const { hydrateSite } = await import('./hydrate');
  return { hydrateSite, container, catalogLoadedAtHydration, isCatalogLoaded: () => i18nLib.isCatalogLoaded('zh-hk') };
}

const zhHk = (id: string) => catalogs['zh-hk'][id]?.[0];

describe('hydrating a page', () => {
  afterEach(() => {
    jest.dontMock('@remix-run/react');
    jest.dontMock('react-dom/client');
  });

  it('uses the messages the server embedded, without importing the catalog first', async () => {
    const page = await browserPage({ [USED]: catalogs['zh-hk'][USED] ?? [] });

    await page.hydrateSite();

    expect(page.catalogLoadedAtHydration).toEqual([false]);
    await waitFor(() => expect(page.container.querySelector('h1')).toHaveTextContent(zhHk(USED) as string));
    await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  });

  it('loads the catalog after hydration; a message the page did not use then shows in its language', async () => {
    const page = await browserPage({ [USED]: catalogs['zh-hk'][USED] ?? [] });

    await page.hydrateSite();

    await waitFor(() => expect(page.isCatalogLoaded()).toBe(true));
    page.container.querySelector('button')?.click();
    await waitFor(() => expect(page.container.querySelector('h2')).toHaveTextContent(zhHk(NOT_USED.id) as string));
    expect(page.container.querySelector('h1')).toHaveTextContent(zhHk(USED) as string);
  });

  describe('when the catalog loads after hydration', () => {
    let idleCallbacks: (() => void)[];
    beforeEach(() => {
      idleCallbacks = [];
      window.requestIdleCallback = (callback: IdleRequestCallback) => idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    });
    afterEach(() => {
      delete (window as Partial<Window>).requestIdleCallback;
    });

    it('waits until the browser is idle, not competing with the page becoming usable', async () => {
      const page = await browserPage({ [USED]: catalogs['zh-hk'][USED] ?? [] });
      await page.hydrateSite();
      await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(page.isCatalogLoaded()).toBe(false);

      idleCallbacks.forEach((run) => run());
      await waitFor(() => expect(page.isCatalogLoaded()).toBe(true));
    });

    it("starts at the visitor's first interaction when that comes before the browser is idle", async () => {
      const page = await browserPage({ [USED]: catalogs['zh-hk'][USED] ?? [] });
      await page.hydrateSite();
      await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));

      page.container.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await waitFor(() => expect(page.isCatalogLoaded()).toBe(true));
      page.container.querySelector('button')?.click();
      await waitFor(() => expect(page.container.querySelector('h2')).toHaveTextContent(zhHk(NOT_USED.id) as string));
    });
  });

  it('without a data block, loads the catalog before hydrating', async () => {
    const page = await browserPage(null);

    await page.hydrateSite();

    expect(page.catalogLoadedAtHydration).toEqual([true]);
    await waitFor(() => expect(page.container.querySelector('button')).not.toBeNull());
    page.container.querySelector('button')?.click();
    await waitFor(() => expect(page.container.querySelector('h2')).toHaveTextContent(zhHk(NOT_USED.id) as string));
  });
});
