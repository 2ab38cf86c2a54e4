import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from '../docs/openapi';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Brokerage API</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}code{background:#f3f3f3;padding:0 .25rem}
section{border-top:1px solid #ddd;padding:.5rem 0}.m{display:inline-block;width:4rem;font-weight:600}</style></head>
<body><h1>Brokerage API</h1><p>OpenAPI 3.1 document: <a href="/docs/openapi.json">/docs/openapi.json</a></p><div id="ops"></div>
<script>
fetch('/docs/openapi.json').then(r => r.json()).then(doc => {
  const root = document.getElementById('ops');
  for (const [path, ops] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(ops)) {
    const s = document.createElement('section');
    const head = document.createElement('div');
    const m = document.createElement('span'); m.className = 'm'; m.textContent = method.toUpperCase();
    const c = document.createElement('code'); c.textContent = path;
    head.append(m, c);
    const p = document.createElement('p'); p.textContent = op.summary || '';
    s.append(head, p); root.append(s);
  }
});
</script></body></html>`;

/** OpenAPI document (`/docs`, `/docs/openapi.json`) and a small index page for browsers; registered outside pro only. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument();
  app.get('/docs/openapi.json', async () => document);
  // Browsers get the index page; API tools (Accept: application/json or anything else) get the document.
  app.get('/docs', async (request, reply) =>
    (request.headers.accept ?? '').includes('text/html') ? reply.type('text/html; charset=utf-8').send(PAGE) : document,
  );
};
