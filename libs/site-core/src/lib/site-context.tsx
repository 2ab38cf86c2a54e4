import { createContext, useContext, type ReactNode } from 'react';
import type { DistrictConfig, Lang } from '@brokerage/domain';

export interface SiteContextValue {
  /** The district site being rendered (its app's config). */
  site: DistrictConfig;
  /** Language of the current URL. */
  lang: Lang;
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
