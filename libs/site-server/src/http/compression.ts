import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli's window for per-response compression: 256 KB, more than a page; the default 4 MB window
 * costs each response being compressed that much more memory, for no smaller page.
 */
const BROTLI_WINDOW_BITS = 18;

/** gzip level of per-response compression: half the CPU of the default 6 on a home page, for a 4 % larger body. */
const GZIP_LEVEL = 4;

/**
 * Compresses text responses (pages, `.data` and JSON answers) on the fly: brotli when the browser
 * accepts it, else gzip, with `Vary: Accept-Encoding`. `compression` keeps brotli at quality 4, a
 * level fast enough for every request. Responses already encoded (precompressed files) pass through.
 */
export const compressResponses = (): RequestHandler =>
  compression({ threshold: COMPRESSION_THRESHOLD_BYTES, level: GZIP_LEVEL, brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } });

export interface StaticFileOptions {
  /** Cache-Control max-age (ms or a `ms` string such as '1y'). */
  maxAge: string | number;
  /** Adds `immutable`: the file's name changes whenever its content does. */
  immutable?: boolean;
  /** Only paths whose last segment has an extension (`favicon.ico`) are looked up, so a page's path costs no disk access. */
  fileNamesOnly?: boolean;
}

const HAS_EXTENSION = /\.[^/]+$/;

/**
 * The files of `directory`, sending the `.br` or `.gz` made at build time (vite-plugin-compression2)
 * to a browser that accepts it, with the original's Content-Type and `Vary: Accept-Encoding`.
 */
export const precompressedStatic = (directory: string, { maxAge, immutable = false, fileNamesOnly = false }: StaticFileOptions): RequestHandler => {
  const serve = expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { maxAge, immutable, index: false },
  }) as RequestHandler;
  if (!fileNamesOnly) return serve;
  return (req, res, next) => (HAS_EXTENSION.test(req.path) ? serve(req, res, next) : next());
};
