import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@brokerage/i18n';
import type { SiteConfig } from './site-config';

export interface SiteContextValue {
  site: SiteConfig;
  /** Language of the current URL. */
  lang: Locale;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export const SiteProvider = ({ value, children }: { value: SiteContextValue; children: ReactNode }) => (
  <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
);

/** District site and language of the page being rendered; only inside SiteDocument. */
export const useSite = (): SiteContextValue => {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside SiteDocument');
  return value;
};
