import { ACTIVITY_TYPES, ApiError, CODES, configManagerContentEndpoints, officialWebsiteConfigEndpoints, PREVIEW_TOKEN_HEADER } from '@brokerage/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { findActivity, listActivities } from './activities';
import { findBook, getBookTypes, getCountryAreas, getProtocols, listBooks } from './config-manager';
import { findNews, listNews, listNewsYears } from './news';
import { findParseData } from './parse-data';
import { toIso } from '../shared';
import { previewTokenMatches } from './shared';
import { findTalk, listTalks, registerForTalk } from './talks';

const official = officialWebsiteConfigEndpoints;
const configManager = configManagerContentEndpoints;

/** Routes of the official-content area: official-website-config and the config-manager content calls. */
export const officialRoutes: FastifyPluginAsync = async (app) => {
  /** Publication windows, event phases and talk statuses all follow the app's clock. */
  const now = () => toIso(app.clock.now());

  /**
   * Preview calls: no X-Preview-Token header → published items only (like the detail call);
   * a header that does not match PREVIEW_TOKEN (or preview switched off) → FORBIDDEN, so an
   * editor with a stale link learns why instead of seeing a misleading "not found".
   */
  const previewAllowed = (request: FastifyRequest): boolean => {
    const presented = request.headers[PREVIEW_TOKEN_HEADER];
    if (presented === undefined) return false;
    if (typeof presented !== 'string' || !previewTokenMatches(app.config.previewToken, presented)) throw new ApiError(CODES.FORBIDDEN);
    return true;
  };

  registerEndpoint(app, official.activityList, async ({ query, district, lang }) =>
    listActivities(app.db, { district, lang, now: now(), types: query.type ?? [ACTIVITY_TYPES.ALL_PROMOTIONS], offset: query.offset, limit: query.limit }),
  );
  registerEndpoint(app, official.activityDetail, async ({ query, district, lang }) =>
    findActivity(app.db, { district, lang, now: now(), id: query.id, includeDrafts: false }),
  );
  registerEndpoint(app, official.activityDetailPreview, async ({ query, district, lang, request }) =>
    findActivity(app.db, { district, lang, now: now(), id: query.id, includeDrafts: previewAllowed(request) }),
  );

  registerEndpoint(app, official.chairList, async ({ query, district, lang }) =>
    listTalks(app.db, { district, lang, now: now(), tag: query.tag, status: query.status, offset: query.offset, limit: query.limit }),
  );
  registerEndpoint(app, official.chairDetail, async ({ query, district, lang }) => findTalk(app.db, { district, lang, now: now(), id: query.id }));
  registerEndpoint(app, official.chairRegister, async ({ body, district, lang, user }) =>
    registerForTalk(app.db, { district, lang, now: now(), userUuid: user?.uuid ?? null, registration: body }),
  );

  registerEndpoint(app, official.newsYearList, async ({ district, lang }) => listNewsYears(app.db, { district, lang, now: now() }));
  registerEndpoint(app, official.newsList, async ({ query, district, lang }) =>
    listNews(app.db, { district, lang, now: now(), year: query.year, offset: query.offset, limit: query.limit }),
  );
  registerEndpoint(app, official.newsDetail, async ({ query, district, lang }) => findNews(app.db, { district, lang, now: now(), id: query.id, includeDrafts: false }));
  registerEndpoint(app, official.newsDetailPreview, async ({ query, district, lang, request }) =>
    findNews(app.db, { district, lang, now: now(), id: query.id, includeDrafts: previewAllowed(request) }),
  );

  registerEndpoint(app, official.findParseData, async ({ query, district, lang }) =>
    findParseData(app.db, { district, lang, type: query.type, keys: query.key }),
  );

  registerEndpoint(app, configManager.getCountryArea, async ({ body }) => getCountryAreas(app.db, { knownVersion: body.version }));
  registerEndpoint(app, configManager.selectProtocolInfo, async ({ body, district, lang }) =>
    getProtocols(app.db, { district, lang: body.lang ?? lang, types: body.types }),
  );
  registerEndpoint(app, configManager.cfgValuableManager, async ({ district, lang }) => getBookTypes(app.db, { district, lang, now: now() }));
  registerEndpoint(app, configManager.cfgValuableBookByType, async ({ body, district, lang }) =>
    listBooks(app.db, { district, lang, now: now(), type: body.type, offset: body.offset, limit: body.limit }),
  );
  registerEndpoint(app, configManager.cfgValuableBookByName, async ({ body, district, lang }) => findBook(app.db, { district, lang, now: now(), name: body.name }));
};
