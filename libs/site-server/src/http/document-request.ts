/**
 * True when the browser itself sent the request as a page navigation (a form posted without
 * JavaScript), false for Remix's data requests (fetchers and `<Form>` with JavaScript).
 *
 * Under single fetch those go to `{path}.data`, but Remix strips the `.data` before an action runs
 * (server-runtime's `handlerUrl`), so `request.url` cannot tell them apart. The headers can:
 * browsers mark a navigation `Sec-Fetch-Mode: navigate`; one without Fetch Metadata asks a
 * navigation for HTML (`Accept: text/html,…`), while Remix's `fetch()` keeps the default `Accept`
 * (any type).
 */
export const isDocumentRequest = (request: Request): boolean => {
  const mode = request.headers.get('Sec-Fetch-Mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('Accept') ?? '').toLowerCase().includes('text/html');
};
