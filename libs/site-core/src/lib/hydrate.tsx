import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { langOfHtmlLang, loadCatalog, loadPageCatalog, registerPageMessages } from '@brokerage/i18n';
import { readPageMessages } from './page-messages';

/** Set on `<html>` once the page has hydrated: its controls work from then on (browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** What a visitor does first; the catalog is on its way from then on, before anything they did shows a message the page did not render. */
const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Loads the rest of the page's language (dialogs, form errors, client-side navigations need it;
 * each of those also waits for it) when the browser is next idle after hydration, or at the
 * visitor's first interaction if that comes sooner. Fetched at once, its 10-odd KB gz competed with
 * the scripts that make the page work.
 */
const loadCatalogWhenIdle = (): void => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, start, true);
    void loadPageCatalog();
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, start, { capture: true, passive: true });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3_000 });
  else setTimeout(start, 200);
};

/**
 * Renders nothing of its own; its effect runs after every component below it has hydrated. Then it
 * marks the page hydrated and has the rest of its language loaded (at once when the catalog came
 * before hydration).
 */
const MarkHydrated = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    loadCatalogWhenIdle();
  }, []);
  return children;
};

/**
 * React 18's error #421: an update reached a part whose hydration waits (libs/ui deferHydration)
 * before its code came; React renders that part on the client, and it shows its server HTML until
 * then, as designed. Every other recoverable error (a hydration mismatch) is reported as React does.
 */
const reportRecoverableError = (error: unknown): void => {
  if (error instanceof Error && /Minified React error #421\b|received an update before it finished hydrating/.test(error.message)) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
};

/**
 * The browser entry of both sites. The server wrote the page's language into `<html lang>` and the
 * messages its render used into a data block: with those the document hydrates at once, and the
 * language's catalog (its own chunk) loads after hydration once the browser is idle, off the critical path. A document
 * without the block loads the catalog first, as before.
 */
export const hydrateSite = async (): Promise<void> => {
  const lang = langOfHtmlLang(document.documentElement.lang);
  const pageMessages = lang ? readPageMessages() : null;
  if (lang && pageMessages) registerPageMessages(lang, pageMessages);
  else if (lang) await loadCatalog(lang);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <MarkHydrated>
          <RemixBrowser />
        </MarkHydrated>
      </StrictMode>,
      { onRecoverableError: reportRecoverableError },
    );
  });
};
