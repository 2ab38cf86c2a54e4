import { MAINLAND_REGION } from '@brokerage/domain';

/**
 * The visitor's region from the country a CDN put in VISITOR_COUNTRY_HEADER (`CN` is the mainland),
 * or null when there is no such header or it is empty: then the API's IP lookup decides.
 */
export const regionOfCountry = (country: string | null | undefined | false): string | null => {
  const code = country ? country.trim().toUpperCase() : '';
  if (!code) return null;
  return code === 'CN' ? MAINLAND_REGION : code;
};
