// The token and session calls' checks, without zod, in a module of their own that the client
// loads on first use (like ./publishing.ts): the create-token input and an id checked before
// sending, and the answers (a token, the token list, a new token, a count, the sessions list).
// wire.test.ts holds them to the contract's verdicts.
import { PAT_PATTERN } from '../contract/constants';
import { VALIDATION_MESSAGES as M } from '../contract/messages';
import {
  SECURITY_MESSAGES,
  TOKEN_EXPIRY_DAYS,
  TOKEN_KINDS,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SCOPES,
  TOKEN_STATUSES,
  type TokenExpiryDays,
} from '../contract/security';
import type {
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreatedResponse,
  ApiTokenListResponse,
  CountResponse,
  IdParams,
  SessionListResponse,
} from '../contract/schemas';
import { array, boolean, int, issue, matches, nullable, object, oneOf, parser, rule, string, type Check } from './check';

/** z.string({ error: required }).trim().min(1, required).max(max, tooBig) */
const requiredText =
  (max: number, tooBig: string): Check<string> =>
  (value, path, issues) => {
    if (typeof value !== 'string') return issue(issues, path, M.fieldRequired);
    const result = value.trim();
    if (result.length < 1) rule(issues, path, M.fieldRequired);
    if (result.length > max) rule(issues, path, tooBig);
    return result;
  };

/** z.union of the lifetimes' literals: zod names no option, only 'Invalid input'. */
const expiryDays: Check<TokenExpiryDays> = (value, path, issues) =>
  (TOKEN_EXPIRY_DAYS as readonly unknown[]).includes(value) ? (value as TokenExpiryDays) : issue(issues, path, 'Invalid input');

/** z.array(z.enum(TOKEN_SCOPES)).min(1, scopesRequired) */
const scopes: Check<ApiTokenCreate['scopes']> = (value, path, issues) => {
  const checked = array(oneOf(TOKEN_SCOPES))(value, path, issues);
  if (checked !== undefined && checked.length < 1) rule(issues, path, SECURITY_MESSAGES.scopesRequired);
  return checked;
};

/** ApiTokenCreateSchema: the body of POST /users/tokens. */
export const ApiTokenCreateParser = parser<ApiTokenCreate>(
  object(
    {
      name: requiredText(TOKEN_NAME_MAX_LENGTH, `At most ${TOKEN_NAME_MAX_LENGTH} characters`),
      scopes,
      expires_in_days: expiryDays,
    },
    undefined,
    true,
  ),
);

/** IdParamsSchema (z.string().trim().min(1, required)): the token or session of a DELETE. */
export const IdParamsParser = parser<IdParams>(
  object(
    {
      id: (value, path, issues) => {
        const checked = string(value, path, issues);
        if (checked === undefined) return checked;
        if (checked.trim() === '') rule(issues, path, M.fieldRequired);
        return checked.trim();
      },
    },
    undefined,
    true,
  ),
);

/** ApiTokenSchema */
const apiToken: Check<ApiToken> = object({
  id: string,
  name: string,
  kind: oneOf(TOKEN_KINDS),
  scopes: array(oneOf(TOKEN_SCOPES)),
  status: oneOf(TOKEN_STATUSES),
  created_at: string,
  last_used_at: nullable(string),
  expires_at: nullable(string),
  revoked_at: nullable(string),
});

export const ApiTokenParser = parser(apiToken);

/** ApiTokenListResponseSchema */
export const ApiTokenListParser = parser<ApiTokenListResponse>(object({ data: array(apiToken), remaining: int(0) }));

/** ApiTokenCreatedResponseSchema: the value, shown once. */
export const ApiTokenCreatedParser = parser<ApiTokenCreatedResponse>(
  object({
    token: matches(PAT_PATTERN, 'A token is 64 hexadecimal characters'),
    info: apiToken,
    message: string,
  }),
);

/** CountResponseSchema */
export const CountParser = parser<CountResponse>(object({ message: string, count: int(0) }));

/** SessionListResponseSchema */
export const SessionListParser = parser<SessionListResponse>(
  object({
    data: array(
      object({
        id: string,
        device: string,
        created_at: string,
        last_seen_at: nullable(string),
        expires_at: string,
        current: boolean,
      }),
    ),
  }),
);
