import { useEffect, useState, type ReactNode } from 'react';
import { isCatalogLoaded, loadCatalog } from '@brokerage/i18n';
import { useSite } from './site-context';

/**
 * Shows `children` once the page's language is fully loaded. A page hydrates with only the messages
 * its server render used; something opened right after (the login panel) would otherwise show
 * empty labels until the catalog arrives. (The catalog joins the page's i18n instance without a
 * re-render, so this waits for the load itself.)
 */
export const CatalogReady = ({ children }: { children: ReactNode }) => {
  const { lang } = useSite();
  const [loaded, setLoaded] = useState(() => isCatalogLoaded(lang));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // A failed load shows nothing here; the next client-side navigation tries again.
    loadCatalog(lang).then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, loaded]);
  return loaded ? children : null;
};
