import { all, compile } from '@fastify/proxy-addr';
import fp from 'fastify-plugin';

import type { Config } from '../../config';

/** Whether TRUST_PROXY trusts an address `hop` proxies away, compiled as Fastify compiles it. */
export function trustFunction(trustProxy: boolean | string): (address: string, hop: number) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  return compile(trustProxy.split(',').map((value) => value.trim()));
}

const internal = compile(['loopback', 'linklocal', 'uniquelocal']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** Addresses reported per process, at most: each is told once, and a flood cannot grow the set. */
const MAX_REPORTED = 100;

/** The warning at start when the default TRUST_PROXY meets a listener that a balancer elsewhere can reach. */
export function startWarning(config: Pick<Config, 'host' | 'trustProxy'>): string | undefined {
  if (config.trustProxy !== 'loopback' || LOOPBACK_HOSTS.has(config.host) || config.host.startsWith('127.')) return undefined;
  return (
    `HOST is ${config.host} but TRUST_PROXY is the default (loopback): behind a balancer or proxy on another ` +
    'machine, every visitor is counted as that proxy, and one can lock everyone out. Set TRUST_PROXY to the ' +
    'addresses of every proxy in front of the API (docs/operations.md).'
  );
}

/**
 * Says loudly when client addresses are not what they should be: at start, for the default
 * TRUST_PROXY on a listener beyond loopback; per request, when X-Forwarded-For comes from a peer
 * TRUST_PROXY does not trust (every client behind it would be counted as it), or when the address
 * resolved is an internal one with more X-Forwarded-For entries before it (an untrusted proxy in
 * the chain). Rate limits and login throttling count per client address, so either lets one
 * visitor's requests count against everyone's. Each address is reported once per process.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const warning = startWarning(config);
    if (warning) app.log.warn(warning);

    const setting = String(config.trustProxy);
    const trusted = trustFunction(config.trustProxy);
    const reported = new Set<string>();
    const report = (address: string, message: string) => {
      if (reported.has(address) || reported.size > MAX_REPORTED) return;
      reported.add(address);
      const fix = config.trustProxy === false ? address : `${setting},${address}`;
      app.log.error({ address, trustProxy: setting }, `${message} If ${address} is a proxy of yours, set TRUST_PROXY=${fix}.`);
      if (reported.size > MAX_REPORTED) app.log.error('further addresses with the same problem are not reported');
    };

    app.addHook('onRequest', async (request) => {
      if (request.headers['x-forwarded-for'] === undefined) return;
      const peer = request.raw.socket.remoteAddress ?? '';
      if (!trusted(peer, 0)) {
        report(
          peer,
          `X-Forwarded-For came from ${peer}, which TRUST_PROXY (${setting}) does not trust: ` +
            'every client behind it is counted as that one address.',
        );
        return;
      }
      // The addresses from the peer back to the one taken as the client's, and what is left before it.
      const chain = all(request.raw, trusted);
      const client = chain.at(-1) ?? peer;
      const left = all(request.raw).length - chain.length;
      if (left > 0 && internal(client, 0)) {
        report(
          client,
          `The client address resolved is ${client}, an internal address with ${left} more X-Forwarded-For ` +
            `entr${left === 1 ? 'y' : 'ies'} before it: a proxy in the chain that TRUST_PROXY (${setting}) does not trust.`,
        );
      }
    });
  },
  { name: 'proxy-check' },
);
