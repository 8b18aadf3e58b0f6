import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses/CIDRs and `true` pass through. A hop count becomes
 * proxy-addr's "trust the nearest n hops" function: Fastify 5.12 turns a bare number into "trust nobody"
 * (fail closed, because a hop count cannot tell the proxy from a direct client), which would make
 * TRUST_PROXY=1 silently do nothing. A hop count is therefore only safe when nothing but the proxy can
 * reach the server (README, "Behind a reverse proxy"); an address list is safe everywhere.
 */
export function trustProxyOption(value: boolean | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address: string, hop: number) => hop < hops;
}
