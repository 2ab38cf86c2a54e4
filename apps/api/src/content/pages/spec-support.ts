import type { District, Lang } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call, type CallResult } from '../../testing/call';
import { siteHeaders, type TestAppOptions } from '../../testing/test-app';
import type { AnyEndpoint } from '../../http/register-endpoint';
import { pagesModule } from './index';

/** Only this area's module: the specs exercise page content, not the official content. */
export const pagesOnly: TestAppOptions = { dependencies: { modules: [pagesModule] } };

/** Calls an endpoint as a site of `district` in `lang` would. */
export const ask = <T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  query: Record<string, string | number> = {},
  lang: Lang = 'en',
  district: District = 'hk',
): Promise<CallResult<T>> => call<T>(app, endpoint, { query, headers: siteHeaders(lang, district) });
