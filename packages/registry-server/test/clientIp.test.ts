import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/config.js';
import { makeHarness, uniqueEmail, useDatabase } from './helpers.js';

describe('TRUST_PROXY', () => {
  const opened = useDatabase({ name: 'pglite' });

  it('reads a number of proxies, a list of addresses, or true', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  // Behind one proxy, a client that writes its own X-Forwarded-For values is still one client.
  for (const trustProxy of [1, ['local']]) {
    it(`keys sign-in limits on the hop the proxy saw (${JSON.stringify(trustProxy)}), not on the client's own values`, async () => {
      const h = makeHarness(opened.handle, { trustProxy });
      await h.reset();
      const limit = h.config.rateLimits.loginPerIp.limit;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const headers = { 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.9` };
        statuses.push(
          (await h.request('POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'Wrong-pass1!' }, headers })).status,
        );
      }
      expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
      expect(statuses[limit]).toBe(429);
      // Another client behind the same proxy is not blocked.
      const other = await h.request('POST', '/api/auth/login', {
        body: { email: uniqueEmail(), password: 'Wrong-pass1!' },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(other.status).toBe(401);
    });
  }
});
