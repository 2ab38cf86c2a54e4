import { summariseUser, type BookingItem } from '@brokerage/account-pages';
import type { BrokerApi } from '@brokerage/api-client';
import { hongKongDay, hongKongTime } from '@brokerage/i18n';
import { logger } from '@brokerage/site-server';
import { accountHeaders, accountLoader } from '../account-area/account-loader';

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

/** `sta-login` (personal centre): the signed-in user's summary from get-current-user, and their talk and event bookings. */
export const personalCentreLoader = accountLoader('sta-login', async ({ user, api }) => ({ summary: summariseUser(user), bookings: await bookingsOf(api) }));

export const personalCentreHeaders = accountHeaders;
