import { homePath } from '@brokerage/domain';
import { DISTRICTS, LANGS, type District, type Lang } from '@brokerage/contracts';
import { fixtureBaseConfig, fixtureDistrictConfig } from '../fixtures';

/** The Storybook toolbar's language and district (globals `locale` and `district`). */
export function storyScope(globals: Record<string, unknown>): { lang: Lang; district: District } {
  const lang = LANGS.includes(globals.locale as Lang) ? (globals.locale as Lang) : 'zh-hk';
  const district = DISTRICTS.includes(globals.district as District) ? (globals.district as District) : 'hk';
  return { lang, district };
}

/** Config, content and a page path for the toolbar's district and language. */
export function storyFixtures(globals: Record<string, unknown>, pagePath = '/charges') {
  const { lang, district } = storyScope(globals);
  const config = fixtureDistrictConfig(district);
  return { lang, district, config, content: fixtureBaseConfig(district, lang), pathname: `${homePath(config, lang)}${pagePath}` };
}

export const MOBILE_VIEWPORT = { viewport: { value: 'mobile', isRotated: false } };
export const MAINLAND = { district: 'mainland' };
