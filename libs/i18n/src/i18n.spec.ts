import { createI18n } from './create-i18n';
import { formatDate } from './format-date';
import { HTML_LANG, LOCALES, catalogs, isLocale } from './locales';

describe('i18n', () => {
  it('gives every request its own instance, so one locale never leaks into another', () => {
    const hk = createI18n('zh-hk');
    const en = createI18n('en');
    expect(hk.locale).toBe('zh-hk');
    expect(en.locale).toBe('en');
    expect(hk).not.toBe(en);
  });

  it('knows the three locales and their html lang values', () => {
    expect(LOCALES).toEqual(['zh-hk', 'zh-cn', 'en']);
    expect(HTML_LANG).toEqual({ 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', en: 'en' });
    expect(isLocale('zh-tw')).toBe(false);
    expect(isLocale('en')).toBe(true);
  });

  it('has the same message ids in every locale catalog', () => {
    const ids = (locale: keyof typeof catalogs) => Object.keys(catalogs[locale]).sort();
    expect(ids('zh-hk')).toEqual(ids('en'));
    expect(ids('zh-cn')).toEqual(ids('en'));
  });

  it('formats dates per spec 9', () => {
    expect(formatDate('2026-03-05T10:00:00', 'en')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05T10:00:00', 'zh-hk')).toBe('2026年03月05');
    expect(formatDate('2026-03-05T10:00:00', 'zh-cn')).toBe('2026年03月05');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
