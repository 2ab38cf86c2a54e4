import { createContext, useContext, type ReactNode } from 'react';
import { resolveHref, type DistrictConfig, type Lang } from '@brokerage/domain';

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

/** Turns a page path (or an absolute URL) into an href of the current site and language. */
export const useSiteHref = (): ((target: string) => string) => {
  const { site, lang } = useSite();
  return (target: string) => resolveHref(site, lang, target);
};
