import { FormattedDate } from '@brokerage/ui';
import { MetaLine } from '../shared/card';

/** A news article's date and byline (if it has one), under its title. */
export const NewsDetailByline = ({ day, byline }: { day: string; byline: string }) => (
  <MetaLine>
    <FormattedDate day={day} />
    {byline && <span>{byline}</span>}
  </MetaLine>
);
