import * as contracts from '@brokerage/contracts';
import { envelopeSchema, FILE_UPLOAD_PATH, REGISTER_ATTRIBUTION_HEADER, uploadedFileSchema } from '@brokerage/contracts';
import { z } from 'zod';
import type { AnyEndpoint } from '../http/register-endpoint';

type JsonSchema = Record<string, unknown>;

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).path === 'string' &&
  ((value as AnyEndpoint).method === 'GET' || (value as AnyEndpoint).method === 'POST') &&
  (value as AnyEndpoint).data instanceof z.ZodType;

/** Every endpoint the contracts library defines, found by shape so new contract files are picked up. */
export const contractEndpoints = (): AnyEndpoint[] => {
  const seen = new Map<string, AnyEndpoint>();
  for (const value of Object.values(contracts)) {
    if (isEndpoint(value)) seen.set(`${value.method} ${value.path}`, value);
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  // OpenAPI 3.1 schemas are 2020-12 already; a per-schema $schema is noise.
  delete generated['$schema'];
  return generated;
};

const tagOf = (path: string) => path.split('/')[1] ?? 'api';

const headerParameters = [
  { name: 'X-Lang', in: 'header', description: 'Language of `msg`: 1 zh-cn, 2 zh-hk, 3 en (default en).', schema: { type: 'string', enum: ['1', '2', '3'] } },
  { name: 'X-Type', in: 'header', description: 'District: 1 mainland, 2 hk (default hk).', schema: { type: 'string', enum: ['1', '2'] } },
];

const queryParameters = (schema: z.ZodType | undefined) => {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
};

const operation = (endpoint: AnyEndpoint) => ({
  operationId: endpoint.name,
  summary: endpoint.summary,
  tags: [tagOf(endpoint.path)],
  parameters: [
    ...headerParameters,
    ...queryParameters(endpoint.query),
    ...(endpoint.path.endsWith('/web-register-login/v1')
      ? [{ name: REGISTER_ATTRIBUTION_HEADER, in: 'header', description: 'Registration attribution JSON (spec 3).', schema: { type: 'string' } }]
      : []),
  ],
  ...(endpoint.body
    ? {
        requestBody: {
          required: true,
          content: { [endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: jsonSchema(endpoint.body, 'input') } },
        },
      }
    : {}),
  ...(endpoint.auth === 'none' ? {} : { security: endpoint.auth === 'required' ? [{ token: [] }] : [{}, { token: [] }] }),
  responses: {
    200: {
      description: 'Envelope: `code` 0 with `data` on success; any other code is an error from the catalogue, with `msg` in the X-Lang language.',
      content: { 'application/json': { schema: jsonSchema(envelopeSchema(endpoint.data), 'output') } },
    },
    400: { description: 'INVALID_INPUT envelope (code 100400): bad JSON, wrong types, missing or unknown fields.' },
  },
});

/** The OpenAPI 3.1 document of the API, generated from the contract schemas. */
export const buildOpenApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of contractEndpoints()) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  paths[FILE_UPLOAD_PATH] = {
    post: {
      operationId: 'uploadFile',
      summary: 'Uploads one open-API application document (PDF, JPG or PNG) with a permission from get-file-cred-app.',
      tags: ['config-manager'],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['credential', 'file'], properties: { credential: { type: 'string' }, file: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: { 200: { description: 'Envelope with the stored file.', content: { 'application/json': { schema: jsonSchema(envelopeSchema(uploadedFileSchema), 'output') } } } },
    },
  };
  const codes = Object.entries(contracts.CODES)
    .map(([name, code]) => `| ${code} | ${name} | ${contracts.MESSAGES[code]?.en ?? ''} |`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brokerage website API',
      version: '1.0.0',
      description: `User service, config manager and official-website content calls of the brokerage website.\n\n| code | name | message (en) |\n| --- | --- | --- |\n${codes}`,
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Session token from a login call.' } } },
    paths,
  };
};
