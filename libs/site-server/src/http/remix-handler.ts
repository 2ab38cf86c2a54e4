import type { IncomingHttpHeaders } from 'node:http';
import {
  createReadableStreamFromReadable,
  createRequestHandler as createRemixHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node';
import type { Response as ExpressResponse, RequestHandler } from 'express';
import { byteLimit, bodyLimitOf, declaresTooMuch } from './request-body';

export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** The origin the visitor addressed (the site's own reading of Host and a trusted proxy's headers). */
  originOf: (req: Parameters<RequestHandler>[0]) => string;
  getLoadContext: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Promise<AppLoadContext>;
  /** Whether the request carries the visitor's session cookie. */
  hasSession: (headers: IncomingHttpHeaders) => boolean;
}

/** A Node request's headers as fetch Headers (a header sent several times keeps each value). */
const fetchHeadersOf = (headers: IncomingHttpHeaders): Headers => {
  const result = new Headers();
  for (const [name, values] of Object.entries(headers)) {
    if (Array.isArray(values)) for (const value of values) result.append(name, value);
    else if (values) result.set(name, values);
  }
  return result;
};

/** Writes Remix's answer out, as `@remix-run/express` does. */
const sendResponse = async (res: ExpressResponse, response: Response): Promise<void> => {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // A page's own policy (the hashes of its inline scripts) replaces the nonce policy every response starts with.
    if (name === 'content-security-policy') res.setHeader(name, value);
    else res.append(name, value);
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
};

/**
 * How long the rest of a refused body is read and dropped: closing at once would reset the
 * connection under the client's unsent upload, and many clients then never read the 413 (nginx
 * lingers the same way, `lingering_timeout` 5 s).
 */
const LINGER_MS = 5_000;

/** Answers a body over its limit at once; the rest of it is dropped unread (memory stays flat), for LINGER_MS at most. */
const refuseTooLarge = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]): void => {
  if (!res.headersSent) res.status(413).set('Cache-Control', 'no-store').type('text/plain').send('Payload Too Large');
  req.unpipe();
  req.resume();
  setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, LINGER_MS).unref();
};

/** Reads what an action left of its body, so every action's limit holds, read or not; errors are the limit's. */
const drain = async (body: ReadableStream<Uint8Array>): Promise<void> => {
  try {
    const reader = body.getReader();
    while (!(await reader.read()).done);
  } catch {
    // Past the limit: already answered 413.
  }
};

/**
 * A response made for a session (document, `.data` or resource route), or one that sets a cookie,
 * is the visitor's own: no shared cache may keep it, whatever the route asked for.
 */
const privateWhenPersonal = (response: Response, personal: boolean): Response => {
  if (!personal && !response.headers.has('Set-Cookie')) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * Remix behind Express, as `@remix-run/express` serves it (which exports no way to give Remix
 * another body), with what a public site needs on top:
 * a request body is counted as it arrives and refused with 413 past its path's limit (chunked
 * bodies too, which declare no length), and personal responses are never cacheable. The URL is
 * the one the site server already checked (`originOf`), so a malformed forwarded host cannot fail here.
 */
export const remixRequestHandler = ({ build, mode, originOf, getLoadContext, hasSession }: RemixHandlerOptions): RequestHandler => {
  const handle = createRemixHandler(build, mode);
  return async (req, res, next) => {
    const controller = new AbortController();
    let refused = false;
    try {
      const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: fetchHeadersOf(req.headers), signal: controller.signal };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const limit = bodyLimitOf(req.path);
        if (declaresTooMuch(req.get('Content-Length'), limit)) return refuseTooLarge(req, res);
        const counted = req.pipe(
          byteLimit(limit, () => {
            refused = true;
            refuseTooLarge(req, res);
            // The action reading the body fails; an aborted request is no error to log.
            controller.abort();
          }),
        );
        init.body = createReadableStreamFromReadable(counted);
        init.duplex = 'half';
      }
      // The visitor left before the answer: loaders and actions still running are told so.
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(`${originOf(req)}${req.originalUrl}`, init);
      const response = await handle(request, await getLoadContext(req, res));
      // An action that answered without reading its body (logout, a refused upload) still gets no more than its limit.
      if (request.body && !request.bodyUsed) await drain(request.body);
      if (refused) return;
      await sendResponse(res, privateWhenPersonal(response, hasSession(req.headers)));
    } catch (error) {
      if (!refused) next(error);
    }
  };
};
