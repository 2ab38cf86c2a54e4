import { formatDate, isLang } from '@brokerage/i18n';
import { useLingui } from '@lingui/react';
import dayjs from 'dayjs';

export interface FormattedDateProps {
  /** ISO-8601 text, epoch milliseconds or a Date. */
  value: string | number | Date;
  className?: string;
}

/** A date in the spec 9 format of the current language, as a machine-readable `<time>`; nothing for an invalid date. */
export function FormattedDate({ value, className }: FormattedDateProps) {
  const { i18n } = useLingui();
  const date = dayjs(value);
  if (!date.isValid()) return null;
  const locale = isLang(i18n.locale) ? i18n.locale : 'en';
  return (
    <time dateTime={date.format('YYYY-MM-DD')} className={className}>
      {formatDate(value, locale)}
    </time>
  );
}
