import { summariseUser, type BookingItem } from '@brokerage/account-pages';
import type { BrokerApi } from '@brokerage/api-client';
import { readFeatureFlags } from '@brokerage/domain';
import { hongKongDay, hongKongTime } from '@brokerage/i18n';
import { logger } from '@brokerage/site-server';
import { accountHeaders, accountLoader } from '../account-area/account-loader';
import { openApiStatusOf, quotePackagesOf } from '../account-area/account-pages.loader';

const clock = (iso: string) => hongKongTime(iso).slice(11, 16);

/** The user's talk bookings and event registrations (my-registrations), or null when the API cannot list them just now (logged). */
const bookingsOf = async (api: BrokerApi): Promise<BookingItem[] | null> => {
  try {
    const { list } = await api.officialWebsiteConfig.myRegistrations({});
    return list.map((item) => ({
      kind: item.kind,
      id: item.id,
      title: item.title,
      startDay: hongKongDay(item.startAt),
      endDay: hongKongDay(item.endAt),
      startTime: clock(item.startAt),
      endTime: clock(item.endAt),
      format: item.format,
      location: item.location,
      status: item.status,
    }));
  } catch (error) {
    logger.error('Personal centre: the bookings could not be loaded', { error });
    return null;
  }
};

/** One panel's data, or null when the API cannot give it just now (logged): the rest of the dashboard still shows. */
const panel = async <T>(name: string, load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    logger.error(`Personal centre: the ${name} could not be loaded`, { error });
    return null;
  }
};

/**
 * `sta-login` (personal centre): the signed-in user's summary from get-current-user, their talk and
 * event bookings, and, for users with those features (grayStatusBit), their quote packages and
 * latest Open API application, asked at once.
 */
export const personalCentreLoader = accountLoader('sta-login', async ({ user, api }) => {
  const features = readFeatureFlags(user.grayStatusBit);
  const [bookings, packages, openApi] = await Promise.all([
    bookingsOf(api),
    features.quotePackages ? panel('quote packages', () => quotePackagesOf(api)) : undefined,
    features.openApi ? panel('Open API application', () => openApiStatusOf(api)) : undefined,
  ]);
  return { summary: summariseUser(user), bookings, ...(packages === undefined ? {} : { packages }), ...(openApi === undefined ? {} : { openApi }) };
});

export const personalCentreHeaders = accountHeaders;
