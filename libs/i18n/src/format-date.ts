import dayjs from 'dayjs';
import type { Lang } from './lang';

/** Spec 9: 'DD MMM YYYY' in English, 'YYYY年MM月DD' otherwise. */
export function formatDate(value: string | number | Date, locale: Lang): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return locale === 'en' ? date.format('DD MMM YYYY') : date.format('YYYY年MM月DD');
}

const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The Hong Kong date-and-time (`YYYY-MM-DDTHH:mm`) of an ISO instant; '' when it is not one. Pages
 * show dates in Hong Kong time whatever the server's or the browser's zone, so the server works the
 * day out and both render the same text.
 */
export const hongKongTime = (iso: string): string => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + HONG_KONG_OFFSET_MS).toISOString().slice(0, 16);
};

/** The Hong Kong day (`YYYY-MM-DD`) of an ISO instant; '' when it is not one. */
export const hongKongDay = (iso: string): string => hongKongTime(iso).slice(0, 10);
