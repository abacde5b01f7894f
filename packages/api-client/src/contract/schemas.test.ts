import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountStatusLabel, frameworkIcon, hasAuthSuccessMarker, isTrending, PAT_PATTERN } from './constants';
import { AUTH_API_MESSAGES, SIMULATED_ERRORS } from './messages';
import { agentId, normalizeAgentList, normalizeUser } from './normalize';
import {
  AgentListQuerySchema,
  AgentListResponseSchema,
  API_ROUTES,
  ConfirmEmailRequestSchema,
  FrameworkInputSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateProfileRequestSchema,
} from './schemas';

const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((i) => i.message) ?? [];

describe('request schemas', () => {
  it('apply the sign-up rules with the spec messages', () => {
    const result = RegisterRequestSchema.safeParse({ email: 'ada@example.com', password: 'password', name: 'Ada' });
    expect(messages(result)).toEqual([
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ]);
    expect(RegisterRequestSchema.safeParse({ email: ' ada@example.com ', password: 'Secret@12', name: 'Ada' }).data).toEqual({
      email: 'ada@example.com',
      password: 'Secret@12',
      name: 'Ada',
    });
  });

  it('reject unknown keys', () => {
    expect(messages(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x', admin: true }))[0]).toMatch(/admin/);
  });

  it('reject malformed codes with the catalogue text', () => {
    expect(messages(ConfirmEmailRequestSchema.safeParse({ email: 'a@b.co', confirmation_code: '12ab56' }))).toEqual([
      SIMULATED_ERRORS.invalidConfirmationCode,
    ]);
    expect(messages(ResetPasswordRequestSchema.safeParse({ email: 'a@b.co', code: '', new_password: 'Secret@12' }))).toContain(
      'Please enter the confirmation code',
    );
  });

  it('apply the profile rules, allowing empty strings to clear fields', () => {
    expect(UpdateProfileRequestSchema.safeParse({ website_url: '', github_username: '' }).success).toBe(true);
    expect(messages(UpdateProfileRequestSchema.safeParse({ website_url: 'nope', preferences: { language: 'xx' } }))).toEqual([
      'Please enter a valid URL',
      expect.stringContaining('Invalid option'),
    ]);
  });

  it('parse agent list query strings with defaults', () => {
    expect(AgentListQuerySchema.parse({ featured: 'true', page: '2', category: 'communication' })).toEqual({
      featured: true,
      category: 'communication',
      page: 2,
      page_size: 20,
    });
    expect(AgentListQuerySchema.safeParse({ page_size: '1000' }).success).toBe(false);
    expect(AgentListQuerySchema.safeParse({ category: 'all' }).success).toBe(false);
  });

  it('check framework input', () => {
    expect(FrameworkInputSchema.safeParse({ name: 'LangGraph', tier: 1, icon: 'rocket', website: 'https://x.dev' }).success).toBe(true);
    expect(FrameworkInputSchema.safeParse({ name: 'LangGraph', tier: 4 }).success).toBe(false);
    expect(FrameworkInputSchema.safeParse({ name: 'LangGraph', tier: 1, icon: 'unicorn' }).success).toBe(false);
  });

  it('list every call of section 7 once, the password confirmation, the search helpers and publishing', () => {
    const calls = Object.values(API_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(calls).toHaveLength(46);
    expect(new Set(calls).size).toBe(46);
    expect(calls).toContain('POST /auth/confirm-password');
    expect(calls).toContain('GET /agents/suggest');
    expect(calls).toContain('GET /agents/facets');
    expect(calls).toContain('GET /users/pat/value');
    expect(calls).toContain('POST /frameworks/seed');
    expect(calls).toContain('POST /agents/{id}/versions');
    expect(calls).toContain('POST /agents/{id}/versions/{version}/yank');
  });

  it('can be turned into JSON Schema (for OpenAPI)', () => {
    expect(() => z.toJSONSchema(AgentListResponseSchema)).not.toThrow();
    expect(() => z.toJSONSchema(AgentListQuerySchema, { io: 'input' })).not.toThrow();
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
