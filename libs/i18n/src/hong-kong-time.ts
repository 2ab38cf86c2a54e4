import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Hong Kong's offset from UTC: UTC+8 all year (no daylight saving since 1979). A fixed offset, not
 * dayjs's timezone plugin, which asks Intl for every date: some 150 µs a call, a millisecond or more
 * of each news or home page render.
 */
const HONG_KONG_OFFSET_MINUTES = 8 * 60;

/** The Hong Kong date-and-time (`YYYY-MM-DDTHH:mm`) of an ISO instant; '' when it is not one. Loaders call it, so browsers get the text ready. */
export const hongKongTime = (iso: string): string => {
  const instant = dayjs.utc(iso);
  return instant.isValid() ? instant.utcOffset(HONG_KONG_OFFSET_MINUTES).format('YYYY-MM-DDTHH:mm') : '';
};

/** The Hong Kong day (`YYYY-MM-DD`, what `formatDay` takes) of an ISO instant; '' when it is not one. */
export const hongKongDay = (iso: string): string => hongKongTime(iso).slice(0, 10);
