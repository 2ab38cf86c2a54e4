// Story helper: the site and language of a story from the Storybook globals (`locale`, `district`).
import { isLang, type District, type Lang } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactNode } from 'react';

export const storySite = (globals: Record<string, unknown>): { lang: Lang; district: District } => ({
  lang: isLang(globals['locale']) ? globals['locale'] : 'zh-hk',
  district: globals['district'] === 'mainland' ? 'mainland' : 'hk',
});

export const StorySite = ({ lang, district, children }: { lang: Lang; district: District; children: ReactNode }) => (
  <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{children}</SiteProvider>
);
