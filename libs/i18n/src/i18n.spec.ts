import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { catalogs } from './all-catalogs';
import { createI18n } from './create-i18n';
import { formatDay } from './format-date';
import { hongKongDay, hongKongTime } from './hong-kong-time';
import { HTML_LANG, LANGS, isLang, langOfHtmlLang, type Lang } from './lang';
import { setMessageUseRecorder } from './message-use';

type Library = typeof import('./index');
type Loader = typeof import('./load-catalog');

/**
 * The library as a page's browser bundle starts: a new module instance with no catalog registered
 * (tools/jest/setup.cjs, like this file, registered every language in the shared instance).
 */
async function freshLibrary(): Promise<{ lib: Library; loader: Loader }> {
  let modules: { lib: Library; loader: Loader } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { lib: await import('./index'), loader: await import('./load-catalog') };
  });
  if (!modules) throw new Error('isolateModulesAsync did not run');
  return modules;
}

/** Relative modules a file imports statically (`import … from`, `export … from`; not `import()`). */
const staticImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map((match) =>
    join(dirname(file), `${match[1]}.ts`),
  );

describe('one language per page', () => {
  it('loadCatalog(en) resolves the English catalog and registers English only', async () => {
    const { lib } = await freshLibrary();
    expect(LANGS.filter(lib.isCatalogLoaded)).toEqual([]);

    const messages = await lib.loadCatalog('en');

    expect(messages).toEqual(catalogs.en);
    expect(LANGS.filter(lib.isCatalogLoaded)).toEqual(['en']);
    expect(lib.createI18n('en')._({ id: 'ui.dialog.close' })).toBe('Close');
    expect(() => lib.createI18n('zh-hk')).toThrow(/"zh-hk" catalog is not loaded/);
    expect(() => lib.createI18n('zh-cn')).toThrow(/"zh-cn" catalog is not loaded/);
  });

  it('createI18n before loading throws, naming the language and the way out', async () => {
    const { lib } = await freshLibrary();
    expect(() => lib.createI18n('zh-hk')).toThrow(
      `createI18n: the "zh-hk" catalog is not loaded. In the browser await loadCatalog('zh-hk') first; ` +
        `on the server and in tests and Storybook import '@brokerage/i18n/all-catalogs'.`,
    );
  });

  it('concurrent loads of a language share one import, later loads none', async () => {
    const { lib, loader } = await freshLibrary();
    const importZhCn = jest.spyOn(loader.CATALOG_MODULES, 'zh-cn');

    const first = lib.loadCatalog('zh-cn');
    const second = lib.loadCatalog('zh-cn');
    expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    expect(await lib.loadCatalog('zh-cn')).toBe(a);

    expect(importZhCn).toHaveBeenCalledTimes(1);
    expect(lib.createI18n('zh-cn')._({ id: 'ui.dialog.close' })).toBe(catalogs['zh-cn']['ui.dialog.close']?.[0]);
  });

  it('a failed load rejects with the language and is retried by the next call', async () => {
    const { lib, loader } = await freshLibrary();
    const importEn = jest.spyOn(loader.CATALOG_MODULES, 'en').mockRejectedValueOnce(new Error('chunk fetch failed'));

    await expect(lib.loadCatalog('en')).rejects.toThrow('loadCatalog: the en catalog did not load');
    expect(lib.isCatalogLoaded('en')).toBe(false);
    await expect(lib.loadCatalog('en')).resolves.toEqual(catalogs.en);
    expect(importEn).toHaveBeenCalledTimes(2);
  });

  it('rejects a value that is not a language', async () => {
    const { lib } = await freshLibrary();
    await expect(lib.loadCatalog('fr' as Lang)).rejects.toThrow('loadCatalog: "fr" is not a language of the site');
  });

  it('a registered catalog needs no import', async () => {
    const { lib, loader } = await freshLibrary();
    const importEn = jest.spyOn(loader.CATALOG_MODULES, 'en');
    const messages = { 'ui.dialog.close': ['Shut'] };
    lib.registerCatalog('en', messages);

    expect(await lib.loadCatalog('en')).toBe(messages);
    expect(lib.createI18n('en')._({ id: 'ui.dialog.close' })).toBe('Shut');
    expect(importEn).not.toHaveBeenCalled();
  });

  it('the browser entry holds no catalog: nothing it imports statically reaches the compiled catalogs', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(file).forEach(visit);
    };
    visit(join(__dirname, 'index.ts'));
    expect([...seen].filter((file) => /\/locales\/|\/catalogs\/|all-catalogs/.test(file))).toEqual([]);
    expect(seen.has(join(__dirname, 'load-catalog.ts'))).toBe(true);
  });
});

describe('@brokerage/i18n/all-catalogs', () => {
  it('registers every language on import', async () => {
    let lib: Library | undefined;
    await jest.isolateModulesAsync(async () => {
      await import('./all-catalogs');
      lib = await import('./index');
    });
    expect(LANGS.filter((lang) => lib?.isCatalogLoaded(lang))).toEqual(LANGS);
  });

  it('has the same message ids in every language', () => {
    const ids = (lang: Lang) => Object.keys(catalogs[lang]).sort();
    expect(ids('en').length).toBeGreaterThan(0);
    expect(ids('zh-hk')).toEqual(ids('en'));
    expect(ids('zh-cn')).toEqual(ids('en'));
  });
});

describe('i18n', () => {
  it('gives every request its own instance, so one language never leaks into another', () => {
    const hk = createI18n('zh-hk');
    const en = createI18n('en');
    expect(hk.locale).toBe('zh-hk');
    expect(en.locale).toBe('en');
    expect(hk).not.toBe(en);
  });

  it('knows the three languages and their html lang values', () => {
    expect(LANGS).toEqual(['zh-hk', 'zh-cn', 'en']);
    expect(HTML_LANG).toEqual({ 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', en: 'en' });
    expect(isLang('zh-tw')).toBe(false);
    expect(isLang('en')).toBe(true);
  });

  it('reads the language back from an <html lang> value', () => {
    for (const lang of LANGS) expect(langOfHtmlLang(HTML_LANG[lang])).toBe(lang);
    expect(langOfHtmlLang('ZH-hk')).toBe('zh-hk');
    expect(langOfHtmlLang('zh-TW')).toBeNull();
    expect(langOfHtmlLang('')).toBeNull();
    expect(langOfHtmlLang(null)).toBeNull();
  });

  it('formats days as DD MMM YYYY in English and YYYY年M月D日 in Chinese (with 日, no zero padding)', () => {
    expect(formatDay('2026-03-05', 'en')).toBe('05 Mar 2026');
    expect(formatDay('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatDay('2026-03-05', 'zh-hk')).toBe('2026年3月5日');
    expect(formatDay('2026-03-05', 'zh-cn')).toBe('2026年3月5日');
    expect(formatDay('2026-11-01', 'zh-hk')).toBe('2026年11月1日');
    expect(formatDay('2026-10-10', 'zh-cn')).toBe('2026年10月10日');
  });

  it('formats nothing that is not a day: an instant must become a Hong Kong day on the server first', () => {
    for (const notADay of ['2026-03-05T10:00:00Z', '2026-13-01', '2026-02-00', 'not a date', '']) expect(formatDay(notADay, 'en')).toBe('');
  });
});

describe('Hong Kong time', () => {
  it('gives the day and time in Hong Kong (UTC+8) of an instant, whatever the zone it is written in', () => {
    expect(hongKongDay('2026-08-31T16:00:00.000Z')).toBe('2026-09-01');
    expect(hongKongDay('2026-08-31T15:59:59.000Z')).toBe('2026-08-31');
    expect(hongKongTime('2026-08-31T23:30:00-05:00')).toBe('2026-09-01T12:30');
  });

  it('gives nothing for what is not a time', () => {
    expect(hongKongDay('not a time')).toBe('');
    expect(hongKongTime('')).toBe('');
  });
});

describe('a page hydrated from the messages it used', () => {
  const used = { 'ui.dialog.close': catalogs['zh-hk']['ui.dialog.close'] ?? [] };

  it('translates them without the catalog, and nothing else: no English, no id', async () => {
    const { lib, loader } = await freshLibrary();
    const importZhHk = jest.spyOn(loader.CATALOG_MODULES, 'zh-hk');
    lib.registerPageMessages('zh-hk', used);

    const i18n = lib.createI18n('zh-hk');

    expect(i18n._({ id: 'ui.dialog.close' })).toBe(catalogs['zh-hk']['ui.dialog.close']?.[0]);
    expect(i18n._({ id: 'site.notFound.title', message: 'Page not found' })).toBe('');
    expect(lib.isCatalogLoaded('zh-hk')).toBe(false);
    expect(importZhHk).not.toHaveBeenCalled();
  });

  it('the same instance takes the whole catalog when it loads, without making its provider render again', async () => {
    const { lib } = await freshLibrary();
    lib.registerPageMessages('zh-hk', used);
    const i18n = lib.createI18n('zh-hk');
    const changed = jest.fn();
    i18n.on('change', changed);

    await lib.loadCatalog('zh-hk');

    expect(i18n._({ id: 'site.notFound.title', message: 'Page not found' })).toBe(catalogs['zh-hk']['site.notFound.title']?.[0]);
    expect(changed).not.toHaveBeenCalled();
    expect(lib.isCatalogLoaded('zh-hk')).toBe(true);
    expect(used).toEqual({ 'ui.dialog.close': catalogs['zh-hk']['ui.dialog.close'] });
  });

  it('page messages of a language whose catalog is loaded change nothing', async () => {
    const { lib } = await freshLibrary();
    await lib.loadCatalog('en');
    lib.registerPageMessages('en', { 'ui.dialog.close': ['Shut'] });
    expect(lib.createI18n('en')._({ id: 'ui.dialog.close' })).toBe('Close');
  });
});

describe('recording what a render translates', () => {
  afterEach(() => setMessageUseRecorder(() => undefined));

  it('instances made while a recorder is current report each id with its compiled message', () => {
    const record = jest.fn();
    setMessageUseRecorder(() => record);
    const i18n = createI18n('zh-hk');
    setMessageUseRecorder(() => undefined);

    i18n._({ id: 'ui.dialog.close', message: 'Close' });
    i18n.t('site.notFound.title');
    createI18n('en')._({ id: 'ui.dialog.close' });

    expect(record.mock.calls).toEqual([
      ['zh-hk', 'ui.dialog.close', catalogs['zh-hk']['ui.dialog.close']],
      ['zh-hk', 'site.notFound.title', catalogs['zh-hk']['site.notFound.title']],
    ]);
  });
});
