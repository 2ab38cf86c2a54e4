import type { SiteUrlConfig } from './district-config';
import type { Lang } from './lang';
import { homePath, pageOfPath } from './site-urls';

/** Longer jump targets are no page of ours. */
const MAX_JUMP_LENGTH = 2048;
/** Percent-decoding rounds a target must survive, so `%252F%252F` is caught as well as `%2F%2F`. */
const DECODING_ROUNDS = 3;
/** Browsers drop or fold these (whitespace, controls) or read them as `/` (backslash) when resolving a URL. */
const UNSAFE_CHARACTER = /[\s\\\p{Cc}]/u;
/** Any origin would do: a target that resolves onto another one was not a plain path. */
const PROBE_ORIGIN = 'http://jump.invalid';

/** The path part of a target, decoded up to DECODING_ROUNDS times; null when it does not decode. */
const decodedPaths = (path: string): string[] | null => {
  const paths = [path];
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    try {
      const decoded = decodeURIComponent(paths[paths.length - 1]);
      if (decoded === paths[paths.length - 1]) break;
      paths.push(decoded);
    } catch {
      return null;
    }
  }
  return paths;
};

const isPlainPath = (path: string): boolean => path.startsWith('/') && !path.includes('//') && !UNSAFE_CHARACTER.test(path);

/**
 * Where to send the visitor after a login (decisions.md, Security): `jump` when it is a page of
 * this site, under its base path and a language (`/zh-hk/charges?x=1`, `/mainland/en`); the home
 * page of `lang` for anything else: absolute and protocol-relative URLs, backslash and
 * whitespace tricks, encoded slashes, relative paths and the other district's pages.
 */
export const safeJumpTarget = (site: SiteUrlConfig, lang: Lang, jump: string | null | undefined): string => {
  const home = homePath(site, lang);
  if (!jump || jump.length > MAX_JUMP_LENGTH) return home;
  const paths = decodedPaths(jump.split(/[?#]/)[0]);
  if (!paths || !paths.every(isPlainPath) || UNSAFE_CHARACTER.test(jump)) return home;
  const target = new URL(jump, PROBE_ORIGIN);
  if (target.origin !== PROBE_ORIGIN || pageOfPath(site, target.pathname) === null) return home;
  return `${target.pathname}${target.search}${target.hash}`;
};
