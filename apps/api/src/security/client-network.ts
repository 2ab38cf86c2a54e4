import { isIP } from 'node:net';
import { withoutPort } from '@brokerage/domain';

/** The eight 16-bit groups of an IPv6 address (a zone such as `%eth0` dropped), or null if it is not one. */
const ipv6Groups = (ip: string): number[] | null => {
  let address = ip.split('%')[0] ?? '';
  if (isIP(address) !== 6) return null;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const groups = rest === undefined ? split(head) : [...split(head), ...Array<string>(8 - split(head).length - split(rest).length).fill('0'), ...split(rest)];
  return groups.map((group) => parseInt(group, 16));
};

/**
 * The network a per-IP limit counts a client by; every per-IP key is made with this. IPv4 counts
 * by the address. IPv6 counts by its /64, since one subscriber (a home, a phone, a server) is
 * handed a whole /64 and can pick a fresh address for every request. An IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 clients) counts as its IPv4 address, and
 * a port written after the address is left off.
 */
export const clientNetworkKey = (address: string): string => {
  const ip = withoutPort(address.trim());
  if (isIP(ip) === 4) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const [high = 0, low = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};
