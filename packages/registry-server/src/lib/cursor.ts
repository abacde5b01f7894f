import crypto from 'node:crypto';
import { badRequest } from './errors.js';

/** What a next_token carries: the keyset position, the page number and the first page's total. */
export interface Cursor {
  /** Sort mode the token belongs to. */
  s: string;
  /** Fingerprint of the filters, so a token cannot be replayed against other filters. */
  f: string;
  /** Keyset values of the last row returned (the row comparison continues after it). */
  k: Array<string | number>;
  /** Page number of the page this token fetches. */
  p: number;
  /** Total found on the first page. */
  t: number;
  /** Relevance searches: the phase ('r' ranked candidates, 'x' the rest) and the candidate edge. */
  ph?: 'r' | 'x';
  e?: Array<string | number>;
}

export function fingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

const INVALID = 'Invalid next_token';
/** Bounds a real token never reaches (a page number and a row count the columns can hold). */
const MAX_PAGE = 10_000_000;
const MAX_TOTAL = 2 ** 31 - 1;

export function decodeCursor(token: string, sort: string, filters: string): Cursor {
  let parsed: unknown;
  try {
    if (token.length > 2048) throw new Error('too long');
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID, { next_token: INVALID });
  }
  const c = parsed as Partial<Cursor>;
  const scalar = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
  if (
    !c ||
    typeof c !== 'object' ||
    c.s !== sort ||
    c.f !== filters ||
    !Array.isArray(c.k) ||
    !c.k.every(scalar) ||
    !Number.isInteger(c.p) ||
    (c.p as number) < 1 ||
    (c.p as number) > MAX_PAGE ||
    !Number.isInteger(c.t) ||
    (c.t as number) < 0 ||
    (c.t as number) > MAX_TOTAL ||
    (c.ph !== undefined && c.ph !== 'r' && c.ph !== 'x') ||
    (c.e !== undefined && (!Array.isArray(c.e) || !c.e.every(scalar)))
  ) {
    throw badRequest(INVALID, { next_token: INVALID });
  }
  return c as Cursor;
}
