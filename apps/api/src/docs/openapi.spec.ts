import { userServerEndpoints } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { startTestApp } from '../testing/test-app';
import { buildOpenApiDocument, contractEndpoints } from './openapi';

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
  });

  describe('served', () => {
    const apps: { app: FastifyInstance; close(): Promise<void> }[] = [];
    afterAll(async () => Promise.all(apps.map((started) => started.close())));

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
