import * as OpenCC from 'opencc-js';

/**
 * opencc-js's conversions between the Chinese scripts, for the search's word variants, on
 * opencc-js's own tables and by its own rules, but with each table kept as one Map of phrase →
 * replacement shared by every converter that uses it. opencc-js builds a trie per converter with a
 * Map for every node: the search's three converters held about 84 MB of the API's heap in some
 * 280,000 Maps, which every major garbage collection had to mark (a full collection took 73-83 ms
 * instead of 3; under load the API's major collections paused it 8-22 ms, issue 28). These tables
 * hold about 6 MB. chinese-scripts.spec.ts checks every converter against opencc-js's.
 */

/** One table: phrase → replacement, and its longest phrase (UTF-16 units). */
interface Table {
  entries: Map<string, string>;
  longest: number;
}

/** Tables in priority order: where two hold a phrase, the first one's replacement counts (opencc-js's `loadDictGroup`). */
interface Group {
  tables: Table[];
  longest: number;
}

const tables = new Map<string, Table>();

/** A table from opencc-js's form `a b|c d` (a → b, c → d; a phrase written twice: the later line counts), read once. */
const tableOf = (dictionary: string): Table => {
  let table = tables.get(dictionary);
  if (!table) {
    const entries = new Map<string, string>();
    let longest = 0;
    for (const line of dictionary.split('|')) {
      const [phrase, replacement] = line.split(' ');
      if (typeof replacement !== 'string') throw new TypeError(`opencc-js table line without a replacement: ${line}`);
      entries.set(phrase, replacement);
      longest = Math.max(longest, phrase.length);
    }
    tables.set(dictionary, (table = { entries, longest }));
  }
  return table;
};

const groupOf = (dictionaries: readonly string[]): Group => {
  const group = dictionaries.map(tableOf);
  return { tables: group, longest: Math.max(0, ...group.map((table) => table.longest)) };
};

const codePointLength = (text: string, at: number): number => ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);

/** How many characters an ideographic description character (⿰ …) combines, 0 for any other. */
const descriptionArity = (codePoint: number): number => {
  if (codePoint >= 0x2ff0 && codePoint <= 0x2ff1) return 2;
  if (codePoint >= 0x2ff2 && codePoint <= 0x2ff3) return 3;
  if (codePoint >= 0x2ff4 && codePoint <= 0x2fff) return 2;
  return 0;
};

/** Where an ideographic description sequence starting at `at` ends, 0 when none starts there. */
const descriptionEnd = (text: string, at: number): number => {
  const arity = descriptionArity(text.codePointAt(at) ?? 0);
  if (arity === 0) return 0;
  let end = at + codePointLength(text, at);
  for (let part = 0; part < arity; part += 1) {
    if (end >= text.length) return 0;
    end = descriptionEnd(text, end) || end + codePointLength(text, end);
  }
  return end;
};

/** What an unmatched position moves past: a whole description sequence, else one character. */
const unmatchedLength = (text: string, at: number): number => {
  const end = descriptionEnd(text, at);
  return end > at ? end - at : codePointLength(text, at);
};

/** The longest phrase of the group at `at`, and its replacement. */
const longestMatch = (group: Group, text: string, at: number): [end: number, replacement: string] | undefined => {
  for (let end = Math.min(text.length, at + group.longest); end > at; end -= 1) {
    const phrase = text.slice(at, end);
    for (const table of group.tables) {
      const replacement = phrase.length <= table.longest ? table.entries.get(phrase) : undefined;
      if (replacement !== undefined) return [end, replacement];
    }
  }
  return undefined;
};

/** `text` cut where the group's phrases start and end (opencc-js's `Trie.segment`). */
const segment = (group: Group, text: string): string[] => {
  const segments: string[] = [];
  let unmatched: number | null = null;
  for (let at = 0; at < text.length; ) {
    const match = longestMatch(group, text, at);
    if (match) {
      if (unmatched !== null) segments.push(text.slice(unmatched, at));
      unmatched = null;
      segments.push(text.slice(at, match[0]));
      at = match[0];
    } else {
      unmatched ??= at;
      at += unmatchedLength(text, at);
    }
  }
  if (unmatched !== null) segments.push(text.slice(unmatched));
  return segments;
};

/** `text` with each longest phrase of the group replaced, left to right (opencc-js's `Trie.convert`). */
const convert = (group: Group, text: string): string => {
  let converted = '';
  for (let at = 0; at < text.length; ) {
    const match = longestMatch(group, text, at);
    if (match) {
      converted += match[1];
      at = match[0];
    } else {
      const length = unmatchedLength(text, at);
      converted += text.slice(at, at + length);
      at += length;
    }
  }
  return converted;
};

interface Config {
  normalizationChain?: string[][];
  segmentation?: string[];
  conversionChain: string[][];
}

/** A converter of opencc-js's preset configuration (`s2t`, `s2hk`, `t2s`): normalised, cut into segments, each converted by the chain's groups in turn. */
const converter = (name: string): ((text: string) => string) => {
  const config = (OpenCC.Locale.configs as unknown as Record<string, Config | undefined>)[name];
  if (!config) throw new Error(`opencc-js has no configuration ${name}`);
  const normalization = (config.normalizationChain ?? []).map(groupOf);
  const segmentation = config.segmentation && groupOf(config.segmentation);
  const chain = config.conversionChain.map(groupOf);
  return (text) => {
    const normalized = normalization.reduce((result, group) => convert(group, result), text);
    const segments = segmentation ? segment(segmentation, normalized) : [normalized];
    return chain.reduce((parts, group) => parts.map((part) => convert(group, part)), segments).join('');
  };
};

/** Simplified → traditional (OpenCC standard): 帐户 → 帳戶. */
export const toTraditional = converter('s2t');
/** Simplified → the Hong Kong forms, which write 户 for 戶: 帐户 → 帳户. */
export const toHongKong = converter('s2hk');
/** Traditional → simplified: 帳戶 → 帐户. */
export const toSimplified = converter('t2s');
