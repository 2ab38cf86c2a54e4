import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone every page shows dates and times in, whatever the server's or the browser's. */
const HONG_KONG = 'Asia/Hong_Kong';

/** The Hong Kong date-and-time (`YYYY-MM-DDTHH:mm`) of an ISO instant; '' when it is not one. Loaders call it, so browsers get the text ready. */
export const hongKongTime = (iso: string): string => {
  const instant = dayjs(iso);
  return instant.isValid() ? instant.tz(HONG_KONG).format('YYYY-MM-DDTHH:mm') : '';
};

/** The Hong Kong day (`YYYY-MM-DD`, what `formatDay` takes) of an ISO instant; '' when it is not one. */
export const hongKongDay = (iso: string): string => hongKongTime(iso).slice(0, 10);
