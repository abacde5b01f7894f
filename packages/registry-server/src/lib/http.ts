import type { Context } from 'hono';
import type { TrustProxy } from '../config.js';

/**
 * The caller's address. Each proxy appends the address it saw to `X-Forwarded-For`, so the chain is
 * read from the right: past as many trusted proxies as configured (or past the trusted addresses),
 * the next hop is the client. The left end is whatever the client wrote, and is never believed
 * beyond that.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const socket = incoming?.socket?.remoteAddress ?? 'local';
  if (trustProxy === 0 || (Array.isArray(trustProxy) && trustProxy.length === 0)) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  if (typeof trustProxy === 'number') return chain[Math.max(0, chain.length - 1 - trustProxy)]!;
  const trusted = new Set(trustProxy);
  for (let i = chain.length - 1; i > 0; i--) if (!trusted.has(chain[i]!)) return chain[i]!;
  return chain[0]!;
}
