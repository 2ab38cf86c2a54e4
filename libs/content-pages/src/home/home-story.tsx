// Storybook only: the site and language a home story renders in, from the toolbar's globals.
import { isLang, type District, type Lang } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactNode } from 'react';

export interface HomeStoryPlace {
  district: District;
  lang: Lang;
}

/** A story `render` that shows `section` inside the site (district) and language chosen in the toolbar. */
export const renderInSite =
  <Args,>(section: (args: Args, place: HomeStoryPlace) => ReactNode) =>
  (args: Args, { globals }: { globals: Record<string, unknown> }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{section(args, { district, lang })}</SiteProvider>;
  };
