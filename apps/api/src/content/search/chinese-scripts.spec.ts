import * as OpenCC from 'opencc-js';
import { toHongKong, toSimplified, toTraditional } from './chinese-scripts';

// The oracle: opencc-js's own converters, as search.ts used them before its tables were kept compact.
const converters = [
  ['simplified → traditional', toTraditional, OpenCC.Converter({ from: 'cn', to: 't' })],
  ['simplified → Hong Kong', toHongKong, OpenCC.Converter({ from: 'cn', to: 'hk' })],
  ['traditional → simplified', toSimplified, OpenCC.Converter({ from: 't', to: 'cn' })],
] as const;

/** Every phrase and replacement of every table the three conversions read (normalisation, segmentation, conversion). */
const phrases = (() => {
  const configs = OpenCC.Locale.configs as unknown as Record<string, { normalizationChain?: string[][]; segmentation?: string[]; conversionChain: string[][] }>;
  const dictionaries = new Set<string>();
  for (const name of ['s2t', 's2hk', 't2s']) {
    const config = configs[name];
    for (const dictionary of [...(config.normalizationChain ?? []).flat(), ...(config.segmentation ?? []), ...config.conversionChain.flat()]) dictionaries.add(dictionary);
  }
  return [...new Set([...dictionaries].flatMap((dictionary) => dictionary.split('|').flatMap((line) => line.split(' ').slice(0, 2))))];
})();

describe('Chinese script conversion on compact tables', () => {
  it('reads the tables of all three conversions', () => {
    expect(phrases.length).toBeGreaterThan(50_000);
  });

  it.each(converters)('%s converts the search examples as opencc-js does', (_name, compact, opencc) => {
    for (const text of ['帐户', '帳戶', '开户', '開戶', '户口开户', '一丝不挂', 'SQL注入', '港股 open an account', '']) expect(compact(text)).toBe(opencc(text));
  });

  it.each(converters)('%s converts every phrase of the tables, alone and run together, as opencc-js does', (_name, compact, opencc) => {
    const differing: string[] = [];
    for (const phrase of phrases) if (compact(phrase) !== opencc(phrase)) differing.push(phrase);
    // Runs of neighbouring phrases: the longest match must cross the phrases' ends as opencc-js's does.
    for (let at = 0; at < phrases.length; at += 5) {
      const text = phrases.slice(at, at + 5).join('');
      if (compact(text) !== opencc(text)) differing.push(text);
    }
    expect(differing).toEqual([]);
  });

  it.each(converters)('%s keeps what the tables do not know: Latin, digits, characters beyond the BMP, description sequences', (_name, compact, opencc) => {
    for (const text of ['abc 123 户', '𠮷野家 开户', '⿰木木 户', '⿱⿰木木木开', 'x⿰', '\u{20000}\u{2A700}发']) expect(compact(text)).toBe(opencc(text));
  });
});
