/** UTF-8 bytes of a text, from encodeURIComponent's percent escapes. */
const utf8Bytes = (text: string): Uint8Array =>
  Uint8Array.from(encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? [], (part) => (part.length === 3 ? parseInt(part.slice(1), 16) : part.charCodeAt(0)));

/**
 * jsdom, under the panel's specs and the Storybook render test, has no TextEncoder (browsers and
 * Node do). The panel's encryption and the password rule of @brokerage/validation encode with it.
 */
export function provideTextEncoder(): void {
  if (typeof globalThis.TextEncoder !== 'undefined') return;
  class Utf8Encoder {
    readonly encoding = 'utf-8';
    encode(text = ''): Uint8Array {
      return utf8Bytes(text);
    }
  }
  globalThis.TextEncoder = Utf8Encoder as unknown as typeof TextEncoder;
}
