import { formatDay, isLang } from '@brokerage/i18n';
import { useLingui } from '@lingui/react';

export interface FormattedDateProps {
  /** A `YYYY-MM-DD` day: loaders turn instants into Hong Kong days (`hongKongDay`). */
  day: string;
  className?: string;
}

/** A day in the spec 9 format of the current language, as a machine-readable `<time>`; nothing for what is not a day. */
export function FormattedDate({ day, className }: FormattedDateProps) {
  const { i18n } = useLingui();
  const text = formatDay(day, isLang(i18n.locale) ? i18n.locale : 'en');
  if (!text) return null;
  return (
    <time dateTime={day} className={className}>
      {text}
    </time>
  );
}
