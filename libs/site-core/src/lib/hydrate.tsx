import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { langOfHtmlLang, loadCatalog } from '@brokerage/i18n';

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
        <RemixBrowser />
      </StrictMode>,
    );
  });
};
