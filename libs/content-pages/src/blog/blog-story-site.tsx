// Story helper: the site and language of a story from the Storybook globals (`locale`, `district`).
import { isLang, type District, type Lang } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactNode } from 'react';

export const blogStorySite = (globals: Record<string, unknown>): { lang: Lang; district: District } => ({
  lang: isLang(globals['locale']) ? globals['locale'] : 'zh-hk',
  district: globals['district'] === 'mainland' ? 'mainland' : 'hk',
});

export const BlogStorySite = ({ globals, children }: { globals: Record<string, unknown>; children: ReactNode }) => {
  const { lang, district } = blogStorySite(globals);
  return <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{children}</SiteProvider>;
};
