import { isValidElement } from 'react';
import { PART_CAPTURE_ATTRIBUTE, type PartCapture, type PartIdentity, type PartStyleSheet, type ServerParts } from '@brokerage/ui';
import type { Lang, MessageUseRecorder } from '@brokerage/i18n';

/**
 * At most this much kept HTML (UTF-16 characters, about twice its bytes) per site process; past it
 * every kept part is forgotten at once and captured again on its next render.
 */
export const MAX_KEPT_PART_CHARACTERS = 8 * 1024 * 1024;

/** What rendering a part added to its page besides its HTML. */
interface KeptPart {
  html: string;
  /** Each style rule the part's styled components use, in the order they first used it. */
  rules: [componentId: string, name: string, rules: string[]][];
  /** Each message the part translated. */
  messages: [lang: Lang, id: string, message: Parameters<MessageUseRecorder>[2]][];
}

interface Capture extends KeptPart {
  key: string;
  marker: string;
  /** The part's subtree rendered in one go: a capture that waited on something is dropped. */
  complete: boolean;
}

const keptParts = new Map<string, KeptPart>();
let keptCharacters = 0;

const keep = (key: string, part: KeptPart) => {
  if (keptCharacters + part.html.length > MAX_KEPT_PART_CHARACTERS) {
    keptParts.clear();
    keptCharacters = 0;
  }
  keptParts.set(key, part);
  keptCharacters += part.html.length;
};

/** Forgets every kept part (tests). */
export const forgetKeptParts = () => {
  keptParts.clear();
  keptCharacters = 0;
};

/** Deeper than any part's props: a cycle, say. */
const MAX_PROPS_DEPTH = 32;

/** Data whose JSON tells it apart: primitives, arrays and plain objects (functions are left out of JSON). */
const isPlainData = (value: unknown, depth: number): boolean => {
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_PROPS_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || isValidElement(value)) return false;
  for (const key in value) if (!isPlainData((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
};

/**
 * The key of what a part's props show: their JSON, functions left out (a part takes them as
 * callbacks, see deferHydration), or undefined when a value is no plain data (a React element, a
 * Map, a class instance), whose JSON would not tell two renders apart.
 */
export const partPropsKey = (props: object): string | undefined => (isPlainData(props, 0) ? JSON.stringify(props) : undefined);

/** `site` keeps the districts apart where both sites run in one process (the in-process tests): a part's links name its district. */
const keyOf = (site: string, { kind, place, locale, props }: PartIdentity): string | undefined => {
  const propsKey = partPropsKey(props);
  return propsKey === undefined ? undefined : `${site}\u0000${kind}\u0000${place}\u0000${locale}\u0000${propsKey}`;
};

/**
 * A sheet for one part's styled components that sees every rule they use go by: it reports no rule
 * as known yet, so each comes to `insertRules`, which records it and adds it to the page's sheet
 * unless the page has it already. The page's CSS is the same as without it.
 */
const recordingSheet = (page: PartStyleSheet, rules: KeptPart['rules']): PartStyleSheet => {
  const seen = new Set<string>();
  const sheet = Object.create(page) as PartStyleSheet;
  sheet.hasNameForId = (id, name) => seen.has(`${id} ${name}`);
  sheet.insertRules = (id, name, css) => {
    seen.add(`${id} ${name}`);
    rules.push([id, name, css]);
    if (!page.hasNameForId(id, name)) page.insertRules(id, name, css);
  };
  return sheet;
};

const ATTRIBUTE_START = Buffer.from(` ${PART_CAPTURE_ATTRIBUTE}="`);
const MARKERS = new RegExp(` ${PART_CAPTURE_ATTRIBUTE}="\\d+"`, 'g');
const DIV_OPEN = Buffer.from('<div');
const DIV_CLOSE = Buffer.from('</div>');
const GT = 0x3e;
const SPACE = 0x20;

/** Where the content of the `<div>` whose open tag ends at `start` ends (the part wrappers are divs). */
const endOfDiv = (page: Buffer, start: number): number => {
  let depth = 1;
  let from = start;
  for (;;) {
    const close = page.indexOf(DIV_CLOSE, from);
    if (close === -1) return -1;
    const open = page.indexOf(DIV_OPEN, from);
    if (open !== -1 && open < close) {
      const after = page[open + DIV_OPEN.length];
      if (after === SPACE || after === GT) depth += 1;
      from = open + DIV_OPEN.length;
      continue;
    }
    depth -= 1;
    if (depth === 0) return close;
    from = close + DIV_CLOSE.length;
  }
};

/**
 * One document render's access to the kept parts (see ServerParts) of the district `site`, whose CSP nonce is `nonce`:
 * `parts` goes into the render, `recordMessage` is its message recorder (it also records what a
 * part being captured translates), and `takeCaptures` keeps the captured parts' HTML from the
 * finished page and returns the page without their markers. A part showing the nonce (an inline
 * script) is not kept: each page has its own.
 */
export const serverPartsOf = (recordMessage: MessageUseRecorder, nonce: string, site: string) => {
  const captures: Capture[] = [];
  const open = new Set<Capture>();

  const take = (part: KeptPart, styleSheet: PartStyleSheet) => {
    for (const [id, name, css] of part.rules) if (!styleSheet.hasNameForId(id, name)) styleSheet.insertRules(id, name, css);
    for (const [lang, id, message] of part.messages) record(lang, id, message);
    return { html: part.html };
  };

  const begin = (key: string, styleSheet: PartStyleSheet): PartCapture => {
    const capture: Capture = { key, marker: String(captures.length), html: '', rules: [], messages: [], complete: true };
    captures.push(capture);
    open.add(capture);
    // React renders a subtree that needs nothing more in one synchronous pass; if this one waits
    // (a lazy part, say), other parts render meanwhile and what it records is not its own alone.
    queueMicrotask(() => {
      if (open.has(capture)) capture.complete = false;
    });
    return { marker: capture.marker, styleSheet: recordingSheet(styleSheet, capture.rules), end: () => open.delete(capture) };
  };

  const parts: ServerParts = {
    serve(identity, styleSheet) {
      const key = keyOf(site, identity);
      if (key === undefined) return undefined;
      const kept = keptParts.get(key);
      return kept ? take(kept, styleSheet) : { capture: begin(key, styleSheet) };
    },
  };

  function record(lang: Lang, id: string, message: Parameters<MessageUseRecorder>[2]) {
    recordMessage(lang, id, message);
    for (const capture of open) capture.messages.push([lang, id, message]);
  }

  const takeCaptures = (page: Buffer): Buffer => {
    if (captures.length === 0) return page;
    const pieces: Buffer[] = [];
    let from = 0;
    for (let at = page.indexOf(ATTRIBUTE_START); at !== -1; at = page.indexOf(ATTRIBUTE_START, at + 1)) {
      const valueEnd = page.indexOf('"', at + ATTRIBUTE_START.length);
      const capture = captures[Number(page.subarray(at + ATTRIBUTE_START.length, valueEnd).toString())];
      const contentStart = page.indexOf(GT, valueEnd) + 1;
      const contentEnd = endOfDiv(page, contentStart);
      if (capture?.complete && !open.has(capture) && contentEnd !== -1) {
        // A part captured inside another carries its own marker: the kept HTML has none.
        const html = page.subarray(contentStart, contentEnd).toString().replace(MARKERS, '');
        if (!nonce || !html.includes(nonce)) keep(capture.key, { html, rules: capture.rules, messages: capture.messages });
      }
      pieces.push(page.subarray(from, at));
      from = valueEnd + 1;
    }
    pieces.push(page.subarray(from));
    return Buffer.concat(pieces);
  };

  return { parts, recordMessage: record, takeCaptures };
};
