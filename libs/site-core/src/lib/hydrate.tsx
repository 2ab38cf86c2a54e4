import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { langOfHtmlLang, loadCatalog } from '@brokerage/i18n';

/** Set on `<html>` once the page has hydrated: its controls work from then on (browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Renders nothing of its own; its effect runs after every component below it has hydrated. */
const MarkHydrated = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return children;
};

/**
 * The browser entry of both sites: load the catalog of the page's language (its own chunk; the
 * server wrote the language into `<html lang>`), then hydrate the server-rendered document.
 */
export const hydrateSite = async (): Promise<void> => {
  const lang = langOfHtmlLang(document.documentElement.lang);
  if (lang) await loadCatalog(lang);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <MarkHydrated>
          <RemixBrowser />
        </MarkHydrated>
      </StrictMode>,
    );
  });
};
