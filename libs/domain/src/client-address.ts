/**
 * A client address without the port some proxies write after it (`1.2.3.4:5678`,
 * `[2001:db8::1]:443`): otherwise every source port of one client would be counted, and limited,
 * as a client of its own. Anything else is given back as it is.
 */
export const withoutPort = (ip: string): string => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) return bracketed[1] ?? ip;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip);
  return v4WithPort?.[1] ?? ip;
};
