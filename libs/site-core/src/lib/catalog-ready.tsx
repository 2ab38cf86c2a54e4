import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { isCatalogLoaded } from '@brokerage/i18n';
import { useSite } from './site-context';

/**
 * Shows `children` once the page's language is fully loaded. A page hydrates with only the messages
 * its server render used; something opened right after (the login panel) would otherwise show
 * empty labels until the catalog arrives.
 */
export const CatalogReady = ({ children }: { children: ReactNode }) => {
  const { lang } = useSite();
  // Lingui's provider renders its consumers again when the catalog arrives (its `change` event).
  useLingui();
  return isCatalogLoaded(lang) ? children : null;
};
