import { contentEndpoints, quoteSubscriptionEndpoints, userServerEndpoints } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { startTestApp } from '../testing/test-app';
import { buildOpenApiDocument, contractEndpoints } from './openapi';

/** Routes that are not part of the API: load-balancer health and the docs themselves. */
const INFRASTRUCTURE_ROUTES = ['GET /health', 'GET /docs', 'GET /docs/openapi.json'];

/**
 * `METHOD /path` of every route the app serves, read from Fastify's own route table (HEAD twins left
 * out). printRoutes draws a tree: a node four columns deeper continues its parent's path.
 */
const servedRoutes = (app: FastifyInstance): string[] => {
  const pathAtDepth: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
      if (!node) return [];
      const [, indent, segment, methods = ''] = node;
      const depth = indent.length / 4;
      const path = (depth > 0 ? pathAtDepth[depth - 1] : '') + segment;
      pathAtDepth[depth] = path;
      return methods
        .split(', ')
        .filter((method) => method !== 'HEAD' && method !== '-' && method !== '')
        .map((method) => `${method} ${path}`);
    });
};

/** `METHOD /path` of every operation of an OpenAPI document. */
const documentedRoutes = (document: { paths: Record<string, Record<string, unknown>> }): string[] =>
  Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

describe('OpenAPI document', () => {
  it('describes every contract endpoint with its schemas', () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of contractEndpoints()) expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]).toBeDefined();
    const send = document.paths[userServerEndpoints.sendPhoneCaptcha.path]['post'] as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    const schema = send.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['areaCode', 'phoneNumber', 'type', 'graphCaptcha', 'key']));
    expect(schema.required).toEqual(expect.arrayContaining(['areaCode', 'phoneNumber', 'type']));
    expect(Object.keys(userServerEndpoints)).toHaveLength(15);
    const renewRecords = document.paths[quoteSubscriptionEndpoints.quoteRenewRecords.path]['get'] as { tags: string[]; security: unknown[]; parameters: { name: string; in: string }[] };
    expect(renewRecords).toMatchObject({ tags: ['quote-subscriptions'], security: [{ token: [] }] });
    expect(renewRecords.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(['offset', 'limit']);
  });

  describe('served', () => {
    const apps: { app: FastifyInstance; close(): Promise<void> }[] = [];
    afterAll(async () => Promise.all(apps.map((started) => started.close())));

    it('lists every route the API serves, page content included, and nothing it does not serve', async () => {
      const started = await startTestApp('sqlite');
      apps.push(started);
      const served = servedRoutes(started.app).filter((route) => !INFRASTRUCTURE_ROUTES.includes(route));
      const documented = documentedRoutes((await started.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json());

      expect(served.filter((route) => !documented.includes(route))).toEqual([]);
      expect(documented.filter((route) => !served.includes(route))).toEqual([]);
      // The route table really is read: it holds the page-content calls, which once were left out.
      const pageContent = Object.values(contentEndpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
      expect(pageContent.length).toBeGreaterThanOrEqual(25);
      expect(served).toEqual(expect.arrayContaining(pageContent));
      const quoteSubscriptions = Object.values(quoteSubscriptionEndpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
      expect(quoteSubscriptions).toEqual(['GET /user-server/web/quote-packages/v1', 'GET /user-server/web/quote-renew-records/v1']);
      expect(served).toEqual(expect.arrayContaining(quoteSubscriptions));
    });

    it('at /docs as JSON and as a page outside pro, and not at all in pro', async () => {
      const sit = await startTestApp('sqlite');
      apps.push(sit);
      const json = await sit.app.inject({ method: 'GET', url: '/docs' });
      expect(json.json().paths[userServerEndpoints.getCurrentUser.path]).toBeDefined();
      const page = await sit.app.inject({ method: 'GET', url: '/docs', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toContain('text/html');

      const pro = await startTestApp('sqlite', {
        config: { appEnv: 'pro', smtp: { url: 'smtp://127.0.0.1:1', from: 'no-reply@example.com' }, smsGateway: { url: 'http://127.0.0.1:1', token: 't' } },
      });
      apps.push(pro);
      expect((await pro.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    });
  });
});
