import { ACTIVITY_TYPES, ApiError, CODES, configManagerEndpoints, officialWebsiteConfigEndpoints, PREVIEW_TOKEN_HEADER } from '@brokerage/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../http/register-endpoint';
import { InvalidInputError } from '../../http/error-handler';
import { toIso } from '../shared';
import { findActivity, listActivities } from './activities';
import { findBook, getBookTypes, getCountryAreas, getProtocols, listBooks } from './config-manager';
import { findNews, listNews, listNewsYears, newsSitemapFeed } from './news';
import { findParseData } from './parse-data';
import { listMyRegistrations, registerForEvent } from './registrations';
import { previewTokenMatches } from './shared';
import { admitTalkRegistration, findTalk, listTalks, registerForTalk } from './talks';

/**
 * Routes of the official-content area: every official-website-config call, and the config-manager
 * calls whose data lives in this area's tables (country areas, agreements, valuable books). The
 * open-API application calls of config-manager are core routes (routes/config-manager.ts).
 */
export const officialRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
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

  registerEndpoints(app, officialWebsiteConfigEndpoints, {
    activityList: ({ query, district, lang }) =>
      listActivities(db, { district, lang, now: now(), types: query.type ?? [ACTIVITY_TYPES.ALL_PROMOTIONS], offset: query.offset, limit: query.limit }),
    activityDetail: ({ query, district, lang }) => findActivity(db, { district, lang, now: now(), id: query.id, includeDrafts: false }),
    activityDetailPreview: ({ query, district, lang, request }) =>
      findActivity(db, { district, lang, now: now(), id: query.id, includeDrafts: previewAllowed(request) }),

    chairList: ({ query, district, lang }) =>
      listTalks(db, { district, lang, now: now(), tag: query.tag, status: query.status, offset: query.offset, limit: query.limit }),
    chairDetail: ({ query, district, lang }) => findTalk(db, { district, lang, now: now(), id: query.id }),
    chairRegister: async ({ body, district, lang, user, request }) => {
      // auth 'required': a visitor without a session never gets here (TOKEN_INVALID); the check keeps the type honest.
      if (!user) throw new ApiError(CODES.TOKEN_INVALID);
      await admitTalkRegistration(app.store, app.clock.now(), { ip: request.ip, userUuid: user.uuid });
      // The seat is booked with the account's own phone, verified at its login: a phone typed into
      // the form could be someone else's, whom the once-per-phone rule would then shut out.
      const account = await app.services.users.findByUuid(user.uuid);
      if (!account) throw new ApiError(CODES.TOKEN_INVALID);
      if (!account.area_code || !account.phone_number) throw new InvalidInputError([{ field: 'phoneNumber', message: 'Log in with your mobile number to book a seat.' }]);
      const registration = { ...body, areaCode: account.area_code, phoneNumber: account.phone_number };
      return registerForTalk(db, { district, lang, now: now(), userUuid: user.uuid, registration });
    },
    eventRegister: async ({ body, district, lang, user, request }) => {
      if (!user) throw new ApiError(CODES.TOKEN_INVALID);
      await admitTalkRegistration(app.store, app.clock.now(), { ip: request.ip, userUuid: user.uuid });
      const account = await app.services.users.findByUuid(user.uuid);
      if (!account) throw new ApiError(CODES.TOKEN_INVALID);
      const registrant = { userUuid: user.uuid, areaCode: account.area_code ?? '', phoneNumber: account.phone_number ?? '' };
      return registerForEvent(db, { district, lang, now: now(), registrant, eventId: body.eventId, name: body.name });
    },
    myRegistrations: ({ district, lang, user }) => {
      if (!user) throw new ApiError(CODES.TOKEN_INVALID);
      return listMyRegistrations(db, { district, lang, now: now(), userUuid: user.uuid });
    },

    newsYearList: ({ district, lang }) => listNewsYears(db, { district, lang, now: now() }),
    newsList: ({ query, district, lang }) => listNews(db, { district, lang, now: now(), year: query.year, offset: query.offset, limit: query.limit }),
    newsSitemapFeed: ({ query, district }) => newsSitemapFeed(db, { district, now: now(), offset: query.offset, limit: query.limit }),
    newsDetail: ({ query, district, lang }) => findNews(db, { district, lang, now: now(), id: query.id, includeDrafts: false }),
    newsDetailPreview: ({ query, district, lang, request }) => findNews(db, { district, lang, now: now(), id: query.id, includeDrafts: previewAllowed(request) }),

    findParseData: ({ query, district, lang }) => findParseData(db, { district, lang, type: query.type, keys: query.key }),
  });

  registerEndpoints(app, configManagerEndpoints, {
    getCountryArea: ({ body }) => getCountryAreas(db, { knownVersion: body.version }),
    selectProtocolInfo: ({ body, district, lang }) => getProtocols(db, { district, lang: body.lang ?? lang, types: body.types }),
    cfgValuableManager: ({ district, lang }) => getBookTypes(db, { district, lang, now: now() }),
    cfgValuableBookByType: ({ body, district, lang }) => listBooks(db, { district, lang, now: now(), type: body.type, offset: body.offset, limit: body.limit }),
    cfgValuableBookByName: ({ body, district, lang }) => findBook(db, { district, lang, now: now(), name: body.name }),
  });
};
