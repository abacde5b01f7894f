import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SAMPLE_AGENTS } from '../simulated/sample-agents';
import { PAT_PATTERN } from './constants';
import { AgentAnswerWireSchema, AgentWireSchema, UserProfileSchema, UserWireSchema } from './entities';
import { AUTH_API_MESSAGES, hasAuthSuccessMarker, SIMULATED_ERRORS, VALIDATION_MESSAGES as M } from './messages';
import { accountStatusLabel, agentId, frameworkIcon, isTrending, normalizeAgentList, normalizeUser } from './normalize';
import { safeParse } from './parse';
import {
  AgentDownloadQuerySchema,
  AgentFacetsQuerySchema,
  AgentFacetsResponseSchema,
  AgentListQuerySchema,
  AgentListResponseSchema,
  AgentListWireSchema,
  AgentManifestResponseSchema,
  AgentYankSchema,
  API_ROUTES,
  ApiTokenCreatedResponseSchema,
  ApiTokenCreateSchema,
  AuthResponseSchema,
  ConfirmEmailRequestSchema,
  CountResponseSchema,
  FrameworkInputSchema,
  FrameworkListQuerySchema,
  FrameworkListWireSchema,
  IdParamsSchema,
  LoginRequestSchema,
  PatResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  UpdateAuthProfileRequestSchema,
  UpdateProfileRequestSchema,
  VersionParamsSchema,
} from './schemas';
import { SECURITY_MESSAGES } from './security';

/** The verdict of a schema: its data, or each issue as [path, message] (English, as the server says them). */
function verdict(schema: z.core.$ZodType, input: unknown) {
  const result = safeParse(schema, input);
  return result.success ? { data: result.data } : { issues: result.error.issues.map((i) => [i.path.join('.'), i.message]) };
}
const messages = (schema: z.core.$ZodType, input: unknown) => verdict(schema, input).issues?.map(([, message]) => message) ?? [];

const agent = { id: 'a1', name: 'Mail Sorter', description: 'Sorts mail', tags: ['mail'], rating: 4.5, featured: true };
const hexPat = 'ab'.repeat(32);

describe('request schemas', () => {
  it('apply the sign-up rules with the spec messages', () => {
    expect(messages(RegisterRequestSchema, { email: 'ada@example.com', password: 'password', name: 'Ada' })).toEqual([
      M.passwordComplexity,
    ]);
    expect(verdict(RegisterRequestSchema, { email: ' ada@example.com ', password: 'Secret@12', name: ' Ada ' })).toEqual({
      data: { email: 'ada@example.com', password: 'Secret@12', name: 'Ada' },
    });
  });

  it('require a name that is not blank', () => {
    expect(verdict(UpdateAuthProfileRequestSchema, { name: '   ' })).toEqual({ issues: [['name', M.fieldRequired]] });
    expect(verdict(UpdateAuthProfileRequestSchema, {})).toEqual({ issues: [['name', M.fieldRequired]] });
    expect(messages(UpdateAuthProfileRequestSchema, { name: 'x'.repeat(101) })).toEqual([M.fullNameTooLong]);
  });

  it('reject unknown keys', () => {
    expect(verdict(LoginRequestSchema, { email: 'a@b.co', password: 'x', admin: true })).toEqual({
      issues: [['', 'Unrecognized key: "admin"']],
    });
  });

  it('reject malformed codes with the catalogue text, a long one first for its length', () => {
    expect(messages(ConfirmEmailRequestSchema, { email: 'a@b.co', confirmation_code: '12ab56' })).toEqual([
      SIMULATED_ERRORS.invalidConfirmationCode,
    ]);
    expect(messages(ConfirmEmailRequestSchema, { email: 'a@b.co', confirmation_code: '1234567' })[0]).toBe(M.codeTooLong);
    expect(verdict(ConfirmEmailRequestSchema, { email: 'a@b.co', confirmation_code: ' 123456 ' })).toEqual({
      data: { email: 'a@b.co', confirmation_code: '123456' },
    });
    expect(messages(ResetPasswordRequestSchema, { email: 'a@b.co', code: '', new_password: 'Secret@12' })).toContain(
      M.confirmationCodeRequired,
    );
  });

  it('apply the profile rules, allowing empty strings to clear fields', () => {
    expect(safeParse(UpdateProfileRequestSchema, { website_url: '', github_username: '' }).success).toBe(true);
    expect(messages(UpdateProfileRequestSchema, { website_url: 'nope', preferences: { language: 'xx' } })).toEqual([
      M.invalidUrl,
      expect.stringContaining('Invalid option'),
    ]);
  });

  it('parse agent list query strings with defaults', () => {
    expect(verdict(AgentListQuerySchema, { featured: 'true', page: '2', category: 'communication' })).toEqual({
      data: { featured: true, category: 'communication', page: 2, page_size: 20 },
    });
    expect(verdict(AgentListQuerySchema, { featured: 'yes', query: `  ${'a'.repeat(200)}  ` }).data).toMatchObject({
      featured: true,
      query: 'a'.repeat(200),
    });
    expect(safeParse(AgentListQuerySchema, { page_size: '1000' }).success).toBe(false);
    expect(safeParse(AgentListQuerySchema, { category: 'all' }).success).toBe(false);
    expect(verdict(AgentListQuerySchema, { page: 1.5, featured: 'maybe', next_token: '', extra: 1 }).issues).toEqual([
      ['featured', 'Invalid input'],
      ['page', 'Invalid input: expected int, received number'],
      ['next_token', 'Too small: expected string to have >=1 characters'],
      ['', 'Unrecognized key: "extra"'],
    ]);
  });

  it('take RFC 3339 instants for updated_since, with an offset or Z and seconds', () => {
    for (const ok of ['2025-06-01T12:00:00Z', '2025-06-01T12:00:00.123+02:00']) {
      expect(safeParse(AgentListQuerySchema, { updated_since: ok }).success).toBe(true);
    }
    for (const bad of ['2025-06-01T12:00:00', 'yesterday', '2025-06-01']) {
      expect(messages(AgentListQuerySchema, { updated_since: bad })).toEqual(['updated_since must be an RFC 3339 date-time']);
    }
  });

  it('bound the search helpers and the framework list', () => {
    expect(verdict(SearchSuggestQuerySchema, { q: ' resea ', limit: '5' })).toEqual({ data: { q: 'resea', limit: 5 } });
    expect(verdict(SearchSuggestQuerySchema, { q: '   ' }).issues).toEqual([['q', 'Too small: expected string to have >=1 characters']]);
    expect(safeParse(SearchSuggestQuerySchema, { q: 'ok', limit: 21 }).success).toBe(false);
    expect(verdict(AgentFacetsQuerySchema, { category: 'creative' })).toEqual({ issues: [['', 'Unrecognized key: "category"']] });
    expect(verdict(FrameworkListQuerySchema, { tier: '2', trending: 'false' })).toEqual({ data: { tier: 2, trending: false, limit: 50 } });
    expect(safeParse(FrameworkListQuerySchema, { limit: 101 }).success).toBe(false);
  });

  it('check framework input', () => {
    expect(safeParse(FrameworkInputSchema, { name: 'LangGraph', tier: 1, icon: 'rocket', website: 'https://x.dev' }).success).toBe(true);
    expect(safeParse(FrameworkInputSchema, { name: 'LangGraph', tier: 4 }).success).toBe(false);
    expect(safeParse(FrameworkInputSchema, { name: 'LangGraph', tier: 1, icon: 'unicorn' }).success).toBe(false);
    expect(messages(FrameworkInputSchema, { name: 'X', tier: 1, website: 'javascript:alert(1)' })).toEqual([M.invalidUrl]);
  });

  it('check the publishing inputs, trimmed, with their messages', () => {
    expect(verdict(VersionParamsSchema, { id: ' a1 ', version: ' 1.0.0-beta.1 ' })).toEqual({
      data: { id: 'a1', version: '1.0.0-beta.1' },
    });
    expect(verdict(VersionParamsSchema, { id: '  ', version: '' }).issues).toEqual([
      ['id', M.fieldRequired],
      ['version', M.fieldRequired],
    ]);
    expect(verdict(AgentYankSchema, { reason: '  Trimmed  ' })).toEqual({ data: { reason: 'Trimmed' } });
    expect(messages(AgentYankSchema, { reason: '   ' })).toEqual([M.fieldRequired]);
    expect(messages(AgentYankSchema, { reason: 'x'.repeat(501) })).toEqual(['At most 500 characters']);
    expect(safeParse(AgentDownloadQuerySchema, { version: 'x'.repeat(129) }).success).toBe(false);
    expect(verdict(IdParamsSchema, { id: ' a1 ' })).toEqual({ data: { id: 'a1' } });
  });

  it('check a new token: a name, at least one scope, a lifetime of the list', () => {
    expect(verdict(ApiTokenCreateSchema, { name: '  Laptop  ', scopes: ['agents:read'], expires_in_days: null })).toEqual({
      data: { name: 'Laptop', scopes: ['agents:read'], expires_in_days: null },
    });
    expect(verdict(ApiTokenCreateSchema, { name: '   ', scopes: [], expires_in_days: 30 }).issues).toEqual([
      ['name', M.fieldRequired],
      ['scopes', SECURITY_MESSAGES.scopesRequired],
    ]);
    expect(verdict(ApiTokenCreateSchema, { name: 'x', scopes: ['agents:read'], expires_in_days: 7, note: 'x' }).issues).toEqual([
      ['expires_in_days', 'Invalid input'],
      ['', 'Unrecognized key: "note"'],
    ]);
    expect(verdict(ApiTokenCreateSchema, { scopes: ['agents:read'], expires_in_days: 30 }).issues).toEqual([['name', M.fieldRequired]]);
  });
});

describe('response schemas', () => {
  it('drop unknown keys and accept the spellings the spec allows', () => {
    expect(verdict(UserWireSchema, { user_id: 3, email: 'ada@example.com', full_name: null, role: 'x' })).toEqual({
      data: { user_id: 3, email: 'ada@example.com', full_name: null },
    });
    expect(verdict(AuthResponseSchema, { message: 'Login successful', token: 't', user: { id: 1, email: 'a@b.co' }, extra: 1 })).toEqual({
      data: { message: 'Login successful', token: 't', user: { id: 1, email: 'a@b.co' } },
    });
    expect(verdict(CountResponseSchema, { message: 'x', count: 0, extra: 1 })).toEqual({ data: { message: 'x', count: 0 } });
  });

  it('need an agent id or agent_id, and read both list shapes', () => {
    expect(safeParse(AgentListWireSchema, { data: SAMPLE_AGENTS, count: 6, total: 6, next_token: null }).success).toBe(true);
    expect(verdict(AgentWireSchema, { name: 'no id' })).toEqual({ issues: [['', 'An agent needs an id or an agent_id']] });
    expect(verdict(AgentListWireSchema, { data: [{ agent_id: 9, name: 'B' }], pagination: { page: 2 } })).toEqual({
      data: { data: [{ agent_id: 9, name: 'B' }], pagination: { page: 2 } },
    });
    expect(verdict(AgentListWireSchema, { data: [{ id: 1, name: 'x' }], count: -1 }).issues).toEqual([
      ['count', 'Too small: expected number to be >=0'],
    ]);
    expect(verdict(AgentAnswerWireSchema, { data: { id: 'e1', name: 'Env', extra: 1 } })).toEqual({
      data: { data: { id: 'e1', name: 'Env' } },
    });
    expect(safeParse(AgentAnswerWireSchema, { name: 'x' }).success).toBe(false);
  });

  it('check highlights and suggestion matches as [start, end) pairs of offsets', () => {
    const highlighted = (ranges: unknown) => ({ data: [{ ...agent, highlights: [{ field: 'name', ranges }] }] });
    expect(safeParse(AgentListWireSchema, highlighted([[0, 4]])).success).toBe(true);
    expect(verdict(AgentListWireSchema, highlighted([[0]])).issues).toEqual([
      ['data.0.highlights.0.ranges.0', 'Too small: expected array to have >=2 items'],
    ]);
    expect(verdict(AgentListWireSchema, highlighted([[-1, 1.5]])).issues).toEqual([
      ['data.0.highlights.0.ranges.0.0', 'Too small: expected number to be >=0'],
      ['data.0.highlights.0.ranges.0.1', 'Invalid input: expected int, received number'],
    ]);
    const suggestion = { kind: 'tag', label: 'x', match: [0, 1] };
    expect(safeParse(SearchSuggestResponseSchema, { query: 'x', suggestions: [suggestion], did_you_mean: null }).success).toBe(true);
    expect(
      safeParse(SearchSuggestResponseSchema, { query: 'x', suggestions: [{ ...suggestion, kind: 'person' }], did_you_mean: null }).success,
    ).toBe(false);
  });

  it('count every category of the facets', () => {
    const categories = { productivity: 1, creative: 0, analysis: 2, communication: 0, development: 3 };
    expect(safeParse(AgentFacetsResponseSchema, { total: 6, categories }).success).toBe(true);
    expect(safeParse(AgentFacetsResponseSchema, { total: 6, categories: { ...categories, creative: 'two' } }).success).toBe(false);
  });

  it('accept a framework list without count from older servers', () => {
    expect(verdict(FrameworkListWireSchema, { data: [{ id: 1, name: 'LangGraph', tier: 1, stars: '95k', trending: 'true' }] })).toEqual({
      data: { data: [{ id: 1, name: 'LangGraph', tier: 1, stars: '95k', trending: 'true' }] },
    });
  });

  it('check token values and manifests to the letter', () => {
    expect(messages(PatResponseSchema, { pat: 'abc' })).toEqual(['A PAT is 64 hexadecimal characters']);
    expect(safeParse(PatResponseSchema, { pat: hexPat.toUpperCase(), created_at: null }).success).toBe(true);
    expect(messages(ApiTokenCreatedResponseSchema, { token: 'abc', info: {}, message: 'x' })[0]).toBe(
      'A token is 64 hexadecimal characters',
    );
    const manifest = {
      format: 'agent-registry.manifest/v1',
      agent: { ...agent, owner_id: 'u1', namespace: 'ada', slug: 'mail-sorter' },
      version: '1.1.0',
      digest: hexPat,
      yanked: false,
      manifest: { apiVersion: 'agent.dev/v1', kind: 'Agent' },
      agent_yaml: 'apiVersion: agent.dev/v1\n',
      downloaded_at: '2026-11-01T10:00:00.000Z',
    };
    expect(safeParse(AgentManifestResponseSchema, manifest).success).toBe(true);
    expect(verdict(AgentManifestResponseSchema, { ...manifest, format: 'agent-registry.manifest/v2' }).issues).toEqual([
      ['format', 'Invalid input: expected "agent-registry.manifest/v1"'],
    ]);
    // The download carries the canonical agent: a string id, no agent_id.
    expect(safeParse(AgentManifestResponseSchema, { ...manifest, agent: { agent_id: 'a1', name: 'x' } }).success).toBe(false);
  });

  it('keep the profile stats non-negative', () => {
    const profile = {
      email: 'ada@example.com',
      profile: {},
      preferences: {},
      stats: { agents_count: 2, total_downloads: 10.5 },
      pat_info: { has_pat: false },
    };
    expect(safeParse(UserProfileSchema, profile).success).toBe(true);
    expect(safeParse(UserProfileSchema, { ...profile, stats: { agents_count: -1, total_downloads: 0 } }).success).toBe(false);
  });

  it('can be turned into JSON Schema (for OpenAPI)', () => {
    expect(() => z.toJSONSchema(AgentListResponseSchema)).not.toThrow();
    expect(() => z.toJSONSchema(AgentListQuerySchema, { io: 'input' })).not.toThrow();
  });
});

describe('route table', () => {
  it('list every call of section 7 once, the password confirmation, the search helpers, publishing, tokens, sessions and moderation', () => {
    const calls = Object.values(API_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(calls).toHaveLength(71);
    expect(new Set(calls).size).toBe(71);
    expect(calls).toContain('POST /agents/{id}/reports');
    expect(calls).toContain('POST /admin/agents/{id}/takedown');
    expect(calls).toContain('DELETE /admin/agents/{id}/takedown');
    expect(calls).toContain('GET /users/me/delete');
    expect(calls).toContain('POST /users/me/delete');
    expect(calls).toContain('POST /orgs/{name}/invitations');
    expect(calls).toContain('POST /agents/{id}/transfer');
    expect(calls).toContain('POST /auth/confirm-password');
    expect(calls).toContain('GET /agents/suggest');
    expect(calls).toContain('GET /agents/facets');
    expect(calls).toContain('GET /users/pat/value');
    expect(calls).toContain('POST /frameworks/seed');
    expect(calls).toContain('POST /agents/{id}/versions');
    expect(calls).toContain('POST /agents/{id}/versions/{version}/yank');
  });

  it('names a schema for every path parameter, and for the answer', () => {
    for (const route of Object.values(API_ROUTES)) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = 'params' in route ? Object.keys(route.params.shape) : [];
      expect(params, route.path).toEqual(names);
      expect(route.response).toBeDefined();
    }
  });
});

describe('normalisation', () => {
  it('fills user id, name and username from the other spellings', () => {
    expect(normalizeUser({ user_id: 7, email: 'ada@example.com', full_name: 'Ada L' })).toEqual({
      id: '7',
      user_id: '7',
      email: 'ada@example.com',
      name: 'Ada L',
      full_name: 'Ada L',
      username: 'ada',
    });
  });

  it('normalises an agent list of the fallback shape', () => {
    const list = normalizeAgentList(
      { data: [{ agent_id: 'x1', name: 'X' }], count: 1, total: 45, next_token: 'abc' },
      { page: 1, page_size: 20 },
    );
    expect(list.pagination).toEqual({ page: 1, page_size: 20, total: 45, total_pages: 3 });
    expect(list.next_token).toBe('abc');
    expect(agentId(list.data[0]!)).toBe('x1');
    expect(list.data[0]!.id).toBe('x1');
  });

  it('keeps a server pagination object as sent', () => {
    const list = normalizeAgentList(
      { data: [], count: 0, pagination: { page: 3, page_size: 18, total: 40, total_pages: 3 } },
      { page: 1, page_size: 20 },
    );
    expect(list.pagination).toEqual({ page: 3, page_size: 18, total: 40, total_pages: 3 });
    expect(list.next_token).toBeNull();
  });
});

describe('helpers', () => {
  it('labels account statuses', () => {
    expect(accountStatusLabel('confirmed')).toEqual({ label: 'Active', tone: 'green' });
    expect(accountStatusLabel('suspended').label).toBe('Suspended');
    expect(accountStatusLabel('pending_verification').label).toBe('Pending Verification');
    expect(accountStatusLabel('whatever').label).toBe('Pending');
    expect(accountStatusLabel(undefined).label).toBe('Pending');
    expect(accountStatusLabel('toString').label).toBe('Pending');
  });

  it('reads framework icons and trending', () => {
    expect(frameworkIcon('rocket')).toBe('rocket');
    expect(frameworkIcon('unknown')).toBe('code');
    expect(frameworkIcon(null)).toBe('code');
    expect(isTrending('true')).toBe(true);
    expect(isTrending('false')).toBe(false);
    expect(isTrending(true)).toBe(true);
  });

  it('finds the auth success markers in every API success message but the ones without', () => {
    expect(hasAuthSuccessMarker(AUTH_API_MESSAGES.registered)).toBe(true);
    expect(hasAuthSuccessMarker(AUTH_API_MESSAGES.emailConfirmed)).toBe(true);
    expect(hasAuthSuccessMarker(AUTH_API_MESSAGES.passwordChanged)).toBe(true);
    expect(hasAuthSuccessMarker(SIMULATED_ERRORS.invalidCredentials)).toBe(false);
    expect(hasAuthSuccessMarker(undefined)).toBe(false);
  });

  it('matches PATs of 64 hex characters only', () => {
    expect(PAT_PATTERN.test('a'.repeat(64))).toBe(true);
    expect(PAT_PATTERN.test('a'.repeat(63))).toBe(false);
    expect(PAT_PATTERN.test('g'.repeat(64))).toBe(false);
  });
});
