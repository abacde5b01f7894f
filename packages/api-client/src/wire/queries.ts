// The list queries checked before sending, without zod: AgentListQuerySchema and
// FrameworkListQuerySchema of the contract (wire.test.ts holds them to the same verdicts).
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_SORTS,
  AGENT_VISIBILITIES,
  MAX_PAGE_SIZE,
} from '../contract/constants';
import { boolean, expected, issue, matches, numberRules, object, oneOf, optional, parser, rule, string, union, type Check } from './check';

/** z.coerce.number().int().min(min).max(max), optional or defaulted: a query string's number. */
const coercedInt =
  (min: number, max?: number): Check<number | undefined> =>
  (value, path, issues) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    if (!Number.isFinite(number)) return issue(issues, path, expected('number', number));
    return numberRules(number, path, issues, true, min, max);
  };

/** z.string(), trimmed when asked, then .min(min).max(max). */
const text =
  (min: number, max: number, trim: boolean): Check<string> =>
  (value, path, issues) => {
    const checked = string(value, path, issues);
    if (checked === undefined) return checked;
    const result = trim ? checked.trim() : checked;
    if (result.length < min) rule(issues, path, `Too small: expected string to have >=${min} characters`);
    if (result.length > max) rule(issues, path, `Too big: expected string to have <=${max} characters`);
    return result;
  };

/** z.iso.datetime({ offset: true }): a date, a time to the second, and Z or an offset. */
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

const STRING_TRUE = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const STRING_FALSE = ['false', '0', 'no', 'off', 'n', 'disabled'];

/** A boolean, or a query string's "true" / "false" (z.union([z.boolean(), z.stringbool()])). */
const booleanQuery = union<boolean, boolean>(boolean, (value, path, issues) => {
  const word = typeof value === 'string' ? value.toLowerCase() : undefined;
  if (word !== undefined && STRING_TRUE.includes(word)) return true;
  if (word !== undefined && STRING_FALSE.includes(word)) return false;
  return issue(issues, path, typeof value === 'string' ? 'Invalid option' : expected('string', value));
});

/** AgentListQuerySchema (a check only: the query sent is the one built). */
export const AgentListQueryParser = parser(
  object(
    {
      query: optional(text(0, 200, true)),
      featured: optional(booleanQuery),
      category: optional(oneOf(AGENT_FILTER_CATEGORIES)),
      visibility: optional(oneOf(AGENT_VISIBILITIES)),
      sort: optional(oneOf(AGENT_SORTS)),
      page: coercedInt(1),
      page_size: coercedInt(1, MAX_PAGE_SIZE),
      next_token: optional(text(1, Infinity, false)),
      tag: optional(text(1, 40, true)),
      updated_since: optional(matches(RFC3339, 'updated_since must be an RFC 3339 date-time')),
    },
    undefined,
    true,
  ),
);

/** SearchSuggestQuerySchema (a check only). */
export const SearchSuggestQueryParser = parser(
  object({ q: text(1, 100, true), limit: coercedInt(1, 20) }, undefined, true),
);

/** AgentFacetsQuerySchema (a check only). */
export const AgentFacetsQueryParser = parser(
  object(
    { query: optional(text(0, 200, true)), tag: optional(text(1, 40, true)), featured: optional(booleanQuery) },
    undefined,
    true,
  ),
);

/** FrameworkListQuerySchema (a check only). */
export const FrameworkListQueryParser = parser(
  object(
    {
      tier: coercedInt(1, 3),
      category: optional(text(1, 100, true)),
      trending: optional(booleanQuery),
      limit: coercedInt(1, MAX_PAGE_SIZE),
    },
    undefined,
    true,
  ),
);
