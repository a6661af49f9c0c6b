import { isIPv4, isIPv6 } from 'node:net';

import type { FastifyRequest } from 'fastify';

/**
 * The key a per-address limit or count uses for a client address: an IPv4 address as it is, an
 * IPv4-mapped IPv6 address as its IPv4 address, and any other IPv6 address as its /64 prefix
 * (`2001:db8:1:2::/64`), since one subscriber is usually given a whole /64 and can take any
 * address in it.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The /48 an IPv6 address key's /64 is in (`2001:db8:1::/48`), else the key itself: a site is
 * usually given a /48, so limits that count keys count the /64s of one /48 as one key as well.
 */
export function siteKey(key: string): string {
  return key.endsWith('::/64') ? `${key.split(':').slice(0, 3).join(':')}::/48` : key;
}

/** The key of the request's client address (request.ip, which honours TRUST_PROXY). */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 split in two). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted && isIPv4(dotted[1]!)) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}
