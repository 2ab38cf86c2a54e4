import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, createI18n } from '@brokerage/i18n';
import { AREAS } from './areas';
import { EMAIL_RULE_MESSAGES } from './email';
import { validationMessages } from './messages';
import { phoneRules } from './phone';

/** msgid → msgstr of a Lingui .po file (header entry left out). */
const readPo = (locale: string): Map<string, string> => {
  const text = readFileSync(join(__dirname, '../../../i18n/src/locales', locale, 'validation.po'), 'utf8');
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
    const id = unquote(match[1]);
    if (id !== '') entries.set(id, unquote(match[2]));
  }
  return entries;
};

const descriptors = [
  ...Object.values(validationMessages),
  ...EMAIL_RULE_MESSAGES,
  ...AREAS.flatMap((area) => phoneRules(area.area).map((rule) => rule.message)),
];
const ids = [...new Set(descriptors.map((descriptor) => descriptor.id))].sort();

describe.each(LANGS)('validation catalog %s', (locale) => {
  const po = readPo(locale);

  it('translates every message this library reports', () => {
    const untranslated = ids.filter((id) => !po.get(id)?.trim());
    expect(untranslated).toEqual([]);
  });

  it('holds no entries for messages that no longer exist', () => {
    expect([...po.keys()].sort()).toEqual(ids);
  });

  it('is compiled: the runtime catalog gives the .po translation (run `npm run i18n:compile` if not)', () => {
    const i18n = createI18n(locale);
    for (const descriptor of descriptors) {
      expect({ id: descriptor.id, text: i18n._(descriptor) }).toEqual({ id: descriptor.id, text: po.get(descriptor.id) });
    }
  });
});

describe('English catalog', () => {
  it('matches the source texts in the code', () => {
    const po = readPo('en');
    for (const descriptor of descriptors) expect({ id: descriptor.id, text: po.get(descriptor.id) }).toEqual({ id: descriptor.id, text: descriptor.message });
  });
});

describe('Chinese catalogs', () => {
  it('are actually translated, not copies of the English text', () => {
    const en = readPo('en');
    for (const locale of ['zh-hk', 'zh-cn']) {
      const po = readPo(locale);
      expect(ids.filter((id) => po.get(id) === en.get(id))).toEqual([]);
    }
  });
});
