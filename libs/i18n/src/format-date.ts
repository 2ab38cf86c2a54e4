import dayjs from 'dayjs';
import type { Lang } from './lang';

/** Spec 9: 'DD MMM YYYY' in English, 'YYYY年MM月DD' otherwise. */
export function formatDate(value: string | number | Date, locale: Lang): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return locale === 'en' ? date.format('DD MMM YYYY') : date.format('YYYY年MM月DD');
}
