import type { SessionPlace } from '@agent-registry/api-client/contract';

/**
 * The headers a CDN or proxy in front of the registry adds with the visitor's approximate place,
 * tried in this order. The server has no address database of its own, so this is the only source;
 * it is read only when the operator says such a proxy is there (TRUST_PROXY_GEO), since without
 * one any client could write them.
 */
const COUNTRY_HEADERS = [
  'cf-ipcountry', // Cloudflare
  'cloudfront-viewer-country', // Amazon CloudFront
  'x-vercel-ip-country', // Vercel
  'x-appengine-country', // Google App Engine, Cloud Load Balancing custom headers
  'fastly-geo-country', // Fastly (set in the service's VCL)
  'x-country-code', // the usual name elsewhere (nginx geoip, Fastly, Akamai setups)
] as const;

const CITY_HEADERS = [
  'cf-ipcity', // Cloudflare ("Add visitor location headers")
  'cloudfront-viewer-city',
  'x-vercel-ip-city', // percent-encoded
  'x-appengine-city', // lower case
  'fastly-geo-city',
  'x-city',
] as const;

/** Codes that name no country: unknown (Cloudflare 'XX', App Engine 'ZZ') and Tor exits ('T1'). */
const NOT_A_COUNTRY = new Set(['XX', 'ZZ', 'T1', 'A1', 'A2', 'O1']);

const CITY_MAX_LENGTH = 80;

/** The place the trusted proxy's headers give, or null when they give none worth showing. */
export function placeFromHeaders(header: (name: string) => string | undefined): SessionPlace | null {
  const country = first(COUNTRY_HEADERS, header, countryCode);
  const city = first(CITY_HEADERS, header, cityName);
  return country || city ? { country, city } : null;
}

function first(names: readonly string[], header: (name: string) => string | undefined, read: (value: string) => string | null) {
  for (const name of names) {
    const value = header(name);
    const parsed = value === undefined ? null : read(value);
    if (parsed) return parsed;
  }
  return null;
}

/** 'pt', ' PT ' -> 'PT'; anything but two letters, or a code for "unknown", is nothing. */
function countryCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/**
 * A city as a person reads it: percent-encoding undone (Vercel), UTF-8 read back from the Latin-1
 * that Node gives header bytes as ('SÃ£o Paulo' -> 'São Paulo'), control characters dropped, a
 * lower-case name capitalised (App Engine), length bounded. A value with no letter is nothing.
 */
function cityName(value: string): string | null {
  let text = value.trim();
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Not percent-encoding after all: keep the text as it came.
    }
  }
  const codes = [...text].map((ch) => ch.codePointAt(0)!);
  if (codes.every((c) => c <= 0xff) && codes.some((c) => c >= 0x80)) {
    const utf8 = Buffer.from(text, 'latin1').toString('utf8');
    if (!utf8.includes('\uFFFD')) text = utf8;
  }
  text = text
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(text)) return null;
  if (text === text.toLowerCase())
    text = text.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return [...text].slice(0, CITY_MAX_LENGTH).join('');
}
