import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, createI18n } from '@brokerage/i18n';
import { authMessages } from './auth-messages';

/** msgid → msgstr of the `auth.server.` entries of a language's auth-panel catalog (the panel's own entries are its business). */
const serverEntries = (lang: string): Map<string, string> => {
  const text = readFileSync(join(__dirname, '../../../i18n/src/locales', lang, 'auth-panel.po'), 'utf8');
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
    const id = unquote(match[1]);
    if (id.startsWith('auth.server.')) entries.set(id, unquote(match[2]));
  }
  return entries;
};

const descriptors = Object.values(authMessages);

describe.each(LANGS)('auth action messages in %s', (lang) => {
  const po = serverEntries(lang);

  it('are all translated, and the catalog holds no others', () => {
    expect([...po.keys()].sort()).toEqual(descriptors.map(({ id }) => id).sort());
    expect(descriptors.filter(({ id }) => !po.get(id)?.trim())).toEqual([]);
  });

  it('are compiled (run `npm run i18n:compile` if not)', () => {
    const i18n = createI18n(lang);
    for (const descriptor of descriptors) expect({ id: descriptor.id, text: i18n._(descriptor) }).toEqual({ id: descriptor.id, text: po.get(descriptor.id) });
  });
});

it('keeps the English catalog in step with the source texts', () => {
  const po = serverEntries('en');
  for (const { id, message } of descriptors) expect({ id, text: po.get(id) }).toEqual({ id, text: message });
});
