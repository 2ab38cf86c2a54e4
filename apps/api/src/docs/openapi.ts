import {
  CODES,
  envelopeSchema,
  FILE_UPLOAD_PATH,
  MESSAGES,
  officialWebsiteConfigEndpoints,
  PREVIEW_TOKEN_HEADER,
  REGISTER_ATTRIBUTION_HEADER,
  serviceEndpoints,
  uploadedFileSchema,
  userServerEndpoints,
  type ServiceName,
} from '@brokerage/contracts';
import { z } from 'zod';
import type { AnyEndpoint } from '../http/register-endpoint';

type JsonSchema = Record<string, unknown>;

/** OpenAPI tag of each service's operations. */
const SERVICE_TAGS = {
  userServer: 'user-server',
  commonConfig: 'user-api',
  configManager: 'config-manager',
  officialWebsiteConfig: 'official-website-config',
  content: 'page-content',
  quoteSubscriptions: 'quote-subscriptions',
  analytics: 'analytics',
  search: 'search',
} as const satisfies Record<ServiceName, string>;

/** Every endpoint of the contracts' service tables with its service, sorted by path. */
const endpointsByService = (): { service: ServiceName; endpoint: AnyEndpoint }[] =>
  (Object.entries(serviceEndpoints) as [ServiceName, Record<string, AnyEndpoint>][])
    .flatMap(([service, endpoints]) => Object.values(endpoints).map((endpoint) => ({ service, endpoint })))
    .sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path));

/** Every endpoint of the contracts, sorted by path. */
export const contractEndpoints = (): AnyEndpoint[] => endpointsByService().map(({ endpoint }) => endpoint);

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  // OpenAPI 3.1 schemas are 2020-12 already; a per-schema $schema is noise.
  delete generated['$schema'];
  return generated;
};

const headerParameters = [
  { name: 'X-Lang', in: 'header', description: 'Language of `msg`: 1 zh-cn, 2 zh-hk, 3 en (default en).', schema: { type: 'string', enum: ['1', '2', '3'] } },
  { name: 'X-Type', in: 'header', description: 'District: 1 mainland, 2 hk (default hk).', schema: { type: 'string', enum: ['1', '2'] } },
];

const previewTokenHeader = {
  name: PREVIEW_TOKEN_HEADER,
  in: 'header',
  description: 'Equal to the API\'s PREVIEW_TOKEN: drafts are shown too; a wrong token answers FORBIDDEN (100403).',
  schema: { type: 'string' },
};

/** Headers only some calls read. */
const endpointHeaders = new Map<AnyEndpoint, Record<string, unknown>[]>([
  [userServerEndpoints.webRegisterLogin, [{ name: REGISTER_ATTRIBUTION_HEADER, in: 'header', description: 'Registration attribution JSON (spec 3).', schema: { type: 'string' } }]],
  [officialWebsiteConfigEndpoints.activityDetailPreview, [previewTokenHeader]],
  [officialWebsiteConfigEndpoints.newsDetailPreview, [previewTokenHeader]],
]);

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

const operation = (service: ServiceName, endpoint: AnyEndpoint) => ({
  operationId: endpoint.name,
  summary: endpoint.summary,
  tags: [SERVICE_TAGS[service]],
  parameters: [...headerParameters, ...queryParameters(endpoint.query), ...(endpointHeaders.get(endpoint) ?? [])],
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
  for (const { service, endpoint } of endpointsByService()) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(service, endpoint) };
  }
  paths[FILE_UPLOAD_PATH] = {
    post: {
      operationId: 'uploadFile',
      summary: 'Uploads one open-API application document (PDF, JPG or PNG) with a permission from get-file-cred-app.',
      tags: [SERVICE_TAGS.configManager],
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
  const codes = Object.entries(CODES)
    .map(([name, code]) => `| ${code} | ${name} | ${MESSAGES[code]?.en ?? ''} |`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brokerage website API',
      version: '1.0.0',
      description: `User service, user-api (common config, slider captcha), config manager, official-website config, page content and quote subscription calls of the brokerage website.\n\n| code | name | message (en) |\n| --- | --- | --- |\n${codes}`,
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Session token from a login call.' } } },
    paths,
  };
};
