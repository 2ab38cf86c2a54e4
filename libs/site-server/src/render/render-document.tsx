// The server renders pages in every language: all catalogs are registered once, at start.
import '@brokerage/i18n/all-catalogs';
import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { RemixServer, isRouteErrorResponse } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Messages } from '@lingui/core';
import { LANGS, setMessageUseRecorder, type Lang, type MessageUseRecorder } from '@brokerage/i18n';
import { NonceProvider, SERVER_STYLES_MARKER, pageMessagesJson, pageMessagesMarker } from '@brokerage/site-core';
import { applyDocumentCaching } from '../cache/cache-policy';
import { CachedStylis } from './cached-stylis';
import { siteContextOf } from '../load-context';
import { contentSecurityPolicy, inlineHashesOf } from '../http/security-headers';
import { readSessionToken } from '../http/session-cookie';
import { storageWhileRunning } from './storage-while-running';
import { logger } from '../logger';

/** A page whose render has not finished after this long is aborted (its error boundary shows). */
export const RENDER_TIMEOUT_MS = 5000;

/** styled-components CSS never legitimately contains `</style`; if it ever did, it must not end the element. */
const safeCss = (css: string): string => (css.includes('</') ? css.replace(/<\/style/gi, '<\\/style') : css);

/** The recorder of the render under way: each request's render records the messages it used. */
const renderMessages = storageWhileRunning<MessageUseRecorder>();
setMessageUseRecorder(() => renderMessages.getStore());

/** The messages a render used, per language: the compiled message of each id, as the render translated it. */
const messageUse = () => {
  const used = new Map<Lang, Messages>();
  const record: MessageUseRecorder = (lang, id, message) => {
    const messages = used.get(lang) ?? {};
    messages[id] = message;
    used.set(lang, messages);
  };
  /** The messages of `lang` the render used (meta functions' included). */
  const messagesOf = (lang: Lang): Messages => used.get(lang) ?? {};
  return { record, messagesOf };
};

/** The size of the buffer React 18's Node renderer encodes text into. */
const REACT_VIEW_SIZE = 2048;

/**
 * React 18.3's Node renderer sends its whole 2048-byte buffer when the next character does not fit
 * at its end, unwritten zero bytes included, so Chinese pages got `\0\0` inside their text
 * (react#24985, fixed by react#26228 only in React 19, which Remix 2 does not support). Those bytes
 * are never content: a UTF-8 character has at most 4 bytes, so at most 3 are left unwritten, and no
 * byte of a multi-byte character is zero.
 */
const withoutUnwrittenBytes = (chunk: Buffer): Buffer => {
  if (chunk.length !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.length;
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
};

/** Where a marker stands in the page, and what goes in its place. */
interface Fill {
  at: number;
  marker: string;
  text: () => string;
}

/**
 * The rendered page with the first occurrence of each marker replaced, worked on its bytes (the
 * markers are ASCII): decoding a 100 KB page into a string and encoding it back cost a render about
 * a tenth of its CPU. Each marker is found in the page as React wrote it, so nothing filled in is searched.
 */
const filledPage = (page: Buffer, stylesCss: () => string, messagesOf: (lang: Lang) => Messages): Uint8Array<ArrayBuffer> => {
  const fills: Fill[] = [{ at: page.indexOf(SERVER_STYLES_MARKER), marker: SERVER_STYLES_MARKER, text: () => safeCss(stylesCss()) }];
  for (const lang of LANGS) {
    const marker = pageMessagesMarker(lang);
    fills.push({ at: page.indexOf(marker), marker, text: () => pageMessagesJson(messagesOf(lang)) });
  }
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { at, marker, text } of fills.filter(({ at }) => at !== -1).sort((a, b) => a.at - b.at)) {
    pieces.push(page.subarray(from, at), Buffer.from(text()));
    from = at + marker.length;
  }
  pieces.push(page.subarray(from));
  const filled = Buffer.concat(pieces);
  // A Buffer's memory is always an ArrayBuffer; the view says so for Response.
  return new Uint8Array(filled.buffer as ArrayBuffer, filled.byteOffset, filled.length);
};

/**
 * entry.server `handleRequest` of both sites. The whole page is rendered before anything is
 * sent (pages load their data in loaders, so there is nothing to stream), which lets the CSS that
 * styled-components collected during the render go into the head (the first paint is styled) and
 * the messages the render used into the page's data block (the browser hydrates without its catalog).
 */
export const renderDocument = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> => {
  // Read as the root loader reads it (a malformed cookie is no session), for the cache headers.
  const { env } = siteContextOf(loadContext);
  const hasSession = (await readSessionToken(request, env.APP_ENV)) !== null;
  // An anonymous page may be shared (the page cache, a CDN): the same bytes for every visitor, so no
  // nonce in it; its policy allows its own inline scripts and styles by their hashes instead. A
  // session's page keeps its response's nonce. Vite's dev server adds styles the hashes cannot know.
  const development = env.NODE_ENV === 'development';
  const hashed = !hasSession && !development;
  const nonce = hashed ? '' : (loadContext.cspNonce ?? '');
  const sheet = new ServerStyleSheet(nonce ? { nonce } : {});
  const messages = messageUse();
  let statusCode = responseStatusCode;

  let timeout: NodeJS.Timeout | undefined;
  // React goes on with the render in later ticks; they all run in this request's recorder context.
  const rendered = renderMessages.run(messages.record, () => new Promise<Response>((resolve, reject) => {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {sheet.collectStyles(
          <CachedStylis>
            <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} nonce={nonce || undefined} />
          </CachedStylis>,
        )}
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(withoutUnwrittenBytes(chunk)));
          body.on('end', () => {
            try {
              const page = Buffer.concat(chunks);
              const html = filledPage(page, () => sheet.instance.toString(), messages.messagesOf);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              if (hashed) {
                const hashes = inlineHashesOf(Buffer.from(html.buffer, html.byteOffset, html.length).toString('utf8'));
                responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ nonce: '', hashes, appEnv: env.APP_ENV, aliyunCaptcha: env.CAPTCHA.provider === 'aliyun' }));
              }
              applyDocumentCaching({ hasSession, status: statusCode, headers: responseHeaders, request, context: loadContext });
              settled = true;
              resolve(new Response(html, { status: statusCode, headers: responseHeaders }));
            } catch (error) {
              reject(error);
            } finally {
              sheet.seal();
            }
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // Errors after an abort are the abort itself; the timeout is logged once below.
          if (!settled) logger.error('Page render failed', { url: request.url, error });
        },
      },
    );
    timeout = setTimeout(() => {
      if (!settled) {
        logger.error('Page render timed out', { url: request.url, timeoutMs: RENDER_TIMEOUT_MS });
        abort();
      }
    }, RENDER_TIMEOUT_MS + 1000);
  }));
  // A timer left behind would keep the request's render (its HTML, its context) alive for seconds.
  return rendered.finally(() => clearTimeout(timeout));
};

/**
 * entry.server `handleError`: loader, action and render errors as one log line each. Requests the
 * visitor abandoned (navigated away, closed the tab) are not errors and are left out, and
 * requests Remix refused as malformed are warnings.
 */
export const logServerError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // Remix's own 4xx (a GET on an action-only route, a method a route does not take) is the caller's mistake.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn('Request refused', { method: request.method, url: request.url, status: error.status });
    return;
  }
  logger.error('Request failed', { method: request.method, url: request.url, error });
};
