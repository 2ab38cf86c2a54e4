// Reference servers of `npm run bench`, each run as its own process (so it does not share the load
// generator's event loop): `static <port> <manifest.json>` answers each path of the manifest with
// the bytes of its file in its encoding, as a CDN or nginx would serve a saved page; `hello <port>` is a bare
// Fastify hello-world, the ceiling for any Fastify API on this machine.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [kind, port, manifestFile] = process.argv.slice(2);

if (kind === 'static') {
  /** @type {{ path: string, file: string, contentType: string, contentEncoding: string }[]} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const pages = new Map(manifest.map(({ path, file, contentType, contentEncoding }) => [path, { body: readFileSync(file), contentType, contentEncoding }]));
  createServer((request, response) => {
    const page = pages.get(request.url);
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': page.contentType, 'Content-Encoding': page.contentEncoding, Vary: 'Accept-Encoding', 'Content-Length': page.body.length });
    response.end(page.body);
  }).listen(Number(port), '127.0.0.1');
} else if (kind === 'hello') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
} else {
  console.error('usage: bench-servers.mjs static <port> <manifest.json> | hello <port>');
  process.exit(2);
}
