// The sessions list's approximate place: read from the headers a CDN or proxy adds, only when the
// operator trusts it (TRUST_PROXY_GEO), kept with the session, on both databases.
import { SessionListResponseSchema, placeLabel } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { placeFromHeaders } from '../src/lib/geo.js';
import { databases, useHarness } from './helpers.js';

const headers = (given: Record<string, string>) => (name: string) => given[name];

describe('placeFromHeaders', () => {
  it("reads each CDN's country and city headers", () => {
    expect(placeFromHeaders(headers({ 'cf-ipcountry': 'PT', 'cf-ipcity': 'Lisbon' }))).toEqual({ country: 'PT', city: 'Lisbon' });
    expect(placeFromHeaders(headers({ 'cloudfront-viewer-country': 'de', 'cloudfront-viewer-city': 'Berlin' }))).toEqual({
      country: 'DE',
      city: 'Berlin',
    });
    // Vercel percent-encodes the city; App Engine writes it in lower case.
    expect(placeFromHeaders(headers({ 'x-vercel-ip-country': 'BR', 'x-vercel-ip-city': 'S%C3%A3o%20Paulo' }))).toEqual({
      country: 'BR',
      city: 'São Paulo',
    });
    expect(placeFromHeaders(headers({ 'x-appengine-country': 'US', 'x-appengine-city': 'new york' }))).toEqual({
      country: 'US',
      city: 'New York',
    });
    expect(placeFromHeaders(headers({ 'x-country-code': 'JP' }))).toEqual({ country: 'JP', city: null });
  });

  it('reads UTF-8 city names that arrive as Latin-1 header bytes', () => {
    const latin1 = Buffer.from('Zürich', 'utf8').toString('latin1');
    expect(placeFromHeaders(headers({ 'cf-ipcountry': 'CH', 'cf-ipcity': latin1 }))).toEqual({ country: 'CH', city: 'Zürich' });
  });

  it('drops what names no place', () => {
    expect(placeFromHeaders(headers({}))).toBeNull();
    // Unknown (XX) and Tor (T1) are no country; a code must be two letters.
    for (const country of ['XX', 'T1', 'PRT', '12', '', '<b>']) expect(placeFromHeaders(headers({ 'cf-ipcountry': country }))).toBeNull();
    expect(placeFromHeaders(headers({ 'cf-ipcity': '  ' }))).toBeNull();
    expect(placeFromHeaders(headers({ 'cf-ipcountry': 'PT', 'cf-ipcity': '1234' }))).toEqual({ country: 'PT', city: null });
    // Control characters go, and a city is at most 80 characters.
    expect(placeFromHeaders(headers({ 'cf-ipcity': 'Li\u0000sbon\u200e' }))).toEqual({ country: null, city: 'Lisbon' });
    expect(placeFromHeaders(headers({ 'cf-ipcity': 'A'.repeat(500) }))?.city).toHaveLength(80);
  });

  it('is off unless TRUST_PROXY_GEO says so', () => {
    const env = { SERVER_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/registry-geo-config-test' };
    expect(loadConfig(env).trustProxyGeo).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY_GEO: '1' }).trustProxyGeo).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY_GEO: 'true' }).trustProxyGeo).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY_GEO: '0' }).trustProxyGeo).toBe(false);
  });
});

describe('placeLabel', () => {
  it('names the country, after the city when there is one', () => {
    expect(placeLabel({ country: 'PT', city: 'Lisbon' })).toBe('Lisbon, Portugal');
    expect(placeLabel({ country: 'PT', city: null })).toBe('Portugal');
    expect(placeLabel({ country: null, city: 'Lisbon' })).toBe('Lisbon');
    expect(placeLabel({ country: 'QM', city: null })).toBe('QM');
    expect(placeLabel(null)).toBeNull();
    expect(placeLabel(undefined)).toBeNull();
  });
});

describe.each(databases)('session places on $name', (database) => {
  const h = useHarness(database, { config: { trustProxyGeo: true } });

  const login = async (email: string, password: string, place: Record<string, string>) => {
    const res = await h.request('POST', '/api/auth/login', { body: { email, password }, headers: place });
    expect(res.status, res.text).toBe(200);
    return res.body.token as string;
  };

  it('keeps where each session signed in from, behind a trusted proxy', async () => {
    const alice = await h.signUp();
    h.clock.advance(1000);
    const lisbon = await login(alice.email, alice.password, { 'cf-ipcountry': 'PT', 'cf-ipcity': 'Lisbon' });
    h.clock.advance(1000);
    await login(alice.email, alice.password, { 'cloudfront-viewer-country': 'JP' });

    const res = await h.request('GET', '/api/auth/sessions', { token: lisbon });
    expect(res.status, res.text).toBe(200);
    const list = SessionListResponseSchema.parse(res.body).data;
    // The current one first, then the newest; the sign-up's session came with no header.
    expect(list.map((s) => [s.current, s.place])).toEqual([
      [true, { country: 'PT', city: 'Lisbon' }],
      [false, { country: 'JP', city: null }],
      [false, null],
    ]);
    // Later requests from elsewhere do not move it: the place is the sign-in's.
    const again = await h.request('GET', '/api/auth/sessions', { token: lisbon, headers: { 'cf-ipcountry': 'FR' } });
    expect(SessionListResponseSchema.parse(again.body).data[0]?.place).toEqual({ country: 'PT', city: 'Lisbon' });
  });

  it('the OpenAPI document describes the place', async () => {
    const doc = (await h.request('GET', '/api/openapi.json')).body;
    const place = doc.components.schemas.SessionInfo.properties.place;
    expect(JSON.stringify(place)).toContain('country');
  });
});
