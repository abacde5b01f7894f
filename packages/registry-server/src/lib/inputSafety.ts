import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors.js';

/** Deeper JSON than any request of this API needs; checked without recursion. */
export const MAX_JSON_DEPTH = 32;

/** A string PostgreSQL can store: no NUL character and no lone UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first problem in a parsed JSON value (a walk with an explicit stack), or null. */
export function jsonProblem(root: unknown): string | null {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'Text must not contain NUL characters or unpaired surrogates';
    } else if (value && typeof value === 'object') {
      if (depth > MAX_JSON_DEPTH) return `JSON is nested too deeply (limit ${MAX_JSON_DEPTH} levels)`;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) return 'Text must not contain NUL characters or unpaired surrogates';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** A NUL character in a URL: percent-encoded (a literal one never gets past Node's HTTP parser). */
const NUL_IN_URL = /%00/i;

/**
 * Refuses with a 400, before any handler or the database sees them, the inputs PostgreSQL would
 * reject with an error: NUL characters and unpaired surrogates in the path, the query or a JSON
 * body, and JSON nested deeper than {@link MAX_JSON_DEPTH}. Malformed JSON is left to the route's
 * validator, which answers it as such. Cheap on the hot path: a GET costs one regular-expression
 * test, and a JSON body is parsed once (Hono caches it for the validator).
 */
export const inputSafety: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (path.includes('%')) {
    try {
      decodeURIComponent(path);
    } catch {
      throw badRequest('Malformed percent-encoding in the URL');
    }
  }
  if (NUL_IN_URL.test(c.req.url)) {
    // Name the query parameter when it is one (percent-decoding of a query cannot yield a lone surrogate).
    const [key] = [...new URL(c.req.url).searchParams].find(([k, v]) => !isStorableText(k) || !isStorableText(v)) ?? [];
    if (key === undefined) throw badRequest('The URL must not contain NUL characters');
    throw badRequest('Query parameters must not contain NUL characters', { [key.replace(/\0/g, '')]: 'Invalid character' });
  }
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && /json/i.test(c.req.header('content-type') ?? '')) {
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      return next();
    }
    const problem = jsonProblem(parsed);
    if (problem) throw badRequest(problem);
  }
  return next();
};
