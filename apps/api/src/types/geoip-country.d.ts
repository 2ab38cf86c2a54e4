// geoip-country ships no types; this is the part of its API the region lookup uses.
declare module 'geoip-country' {
  /** The country of an IPv4 or IPv6 address, or null for private, reserved or unlisted ones. */
  export function lookup(ip: string): { country: string } | null;
}
