import type { District, Lang } from '@brokerage/contracts';
import { SEED_REFERENCE_TIME } from '@brokerage/seed/official';
import type { FastifyInstance } from 'fastify';
import { siteHeaders, type TestAppOptions } from '../../testing/test-app';
import { officialModule } from './index';

/**
 * Shared set-up of the official-content specs. The clock is pinned to a moment inside the seed's
 * timeline (Saturday 21 November 2026, noon in Hong Kong), so "fresh" events, "upcoming" talks
 * and running promotions are the same whenever the tests run.
 */
export const SEED_NOW = SEED_REFERENCE_TIME;

/** Only this area's module: the specs exercise official content, not the page content. */
export const officialOnly: TestAppOptions = { dependencies: { modules: [officialModule] } };

/** A POST with a raw body, for input the typed helper cannot express (broken JSON, form encoding). */
export const postRaw = async (app: FastifyInstance, url: string, payload: string, contentType: string, lang: Lang = 'en', district: District = 'hk') => {
  const response = await app.inject({ method: 'POST', url, payload, headers: { ...siteHeaders(lang, district), 'content-type': contentType } });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: any }) }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** A session of a new user registered with `phoneNumber` (+852), as an SMS login would give. */
export const loggedInUser = async (app: FastifyInstance, phoneNumber: string): Promise<{ token: string; uuid: string; phoneNumber: string }> => {
  const now = app.clock.now();
  const created = await app.services.users.createPhoneUser({ areaCode: '852', phoneNumber, registerAttribution: {}, registerDistrict: 'hk', now });
  if (!created) throw new Error('the test user could not be created');
  return { token: await app.services.sessions.create(created.row.uuid, now), uuid: created.row.uuid, phoneNumber };
};
