// The browser's zod-free parsers must agree with the contract's zod schemas: same verdict, same
// data (unknown keys dropped), same issue paths and messages.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AgentWireSchema, FrameworkSchema, PatInfoSchema, UserWireSchema } from '../contract/entities';
import {
  AgentDeleteResponseSchema,
  AgentDeprecateSchema,
  AgentDownloadQuerySchema,
  AgentManifestResponseSchema,
  AgentVersionListResponseSchema,
  AgentVersionSchema,
  AgentYankSchema,
  ApiTokenCreatedResponseSchema,
  ApiTokenCreateSchema,
  ApiTokenListResponseSchema,
  ApiTokenSchema,
  CountResponseSchema,
  IdParamsSchema,
  SessionListResponseSchema,
  VersionParamsSchema,
  AgentFacetsQuerySchema,
  AgentFacetsResponseSchema,
  AgentListQuerySchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  AgentListWireSchema,
  AuthResponseSchema,
  FrameworkListQuerySchema,
  FrameworkSeedResponseSchema,
  MessageResponseSchema,
  PatResponseSchema,
  UserProfileResponseSchema,
} from '../contract/schemas';
import { SAMPLE_AGENTS } from '../simulated/sample-agents';
import { parser, type Parser } from './check';
import {
  AgentDeleteParser,
  AgentDeprecateParser,
  AgentDownloadQueryParser,
  AgentManifestParser,
  AgentVersionListParser,
  AgentVersionParser,
  AgentYankParser,
  VersionParamsParser,
} from './publishing';
import {
  AgentAnswerParser,
  AgentFacetsParser,
  SearchSuggestParser,
  AgentListWireParser,
  AuthResponseParser,
  FrameworkListWireParser,
  FrameworkParser,
  FrameworkSeedParser,
  MessageParser,
  PatInfoParser,
  PatParser,
  UserProfileParser,
  userWire,
} from './parsers';
import {
  ApiTokenCreatedParser,
  ApiTokenCreateParser,
  ApiTokenListParser,
  ApiTokenParser,
  CountParser,
  IdParamsParser,
  SessionListParser,
} from './security';
import {
  AgentFacetsQueryParser,
  AgentListQueryParser,
  FrameworkListQueryParser,
  SearchSuggestQueryParser,
} from './queries';

const verdict = (schema: Parser<unknown>, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
};

function agree(name: string, ours: Parser<unknown>, contract: z.ZodType, inputs: unknown[]) {
  describe(name, () => {
    it.each(inputs.map((input) => [JSON.stringify(input)?.slice(0, 90) ?? String(input), input]))('%s', (_label, input) => {
      expect(verdict(ours, input)).toEqual(verdict(contract, input));
    });
  });
}

const agent = { id: 'a1', name: 'Mail Sorter', description: 'Sorts mail', tags: ['mail'], rating: 4.5, featured: true };
const framework = { id: 1, name: 'LangGraph', tier: 1, stars: '95k', trending: 'true', icon: 'graph', extra: 1 };
const hexPat = 'ab'.repeat(32);
const profile = {
  id: 7,
  email: 'ada@example.com',
  full_name: 'Ada',
  status: 'active',
  profile: { bio: null, website_url: 'https://ada.dev', extra: true },
  preferences: { theme: 'dark', notifications_enabled: false, timezone: null },
  stats: { agents_count: 2, total_downloads: 10.5 },
  pat_info: { has_pat: false, created_at: null },
};

agree('user wire', parser(userWire), UserWireSchema, [
  { id: 'u1', email: 'ada@example.com', name: 'Ada', username: 'ada', role: 'x' },
  { user_id: 3, email: 'ada@example.com', full_name: null },
  { email: 3 },
  { id: true, email: 'a' },
  null,
  [],
  'ada',
]);

agree('agent list', AgentListWireParser, AgentListWireSchema, [
  { data: SAMPLE_AGENTS, count: 6, total: 6, next_token: null },
  { data: [agent, { agent_id: 9, name: 'B', extra: 1, tags: null }], pagination: { page: 1, page_size: 20, total: 2, total_pages: 1 } },
  { data: [{ ...agent, highlights: [{ field: 'name', ranges: [[0, 4]] }, { field: 'tags', index: 0, ranges: [] }] }] },
  { data: [{ ...agent, highlights: [{ field: 'bad', ranges: [[0, 1, 2]] }] }] },
  { data: [{ ...agent, highlights: [{ field: 'name', ranges: [[0]] }] }] },
  { data: [{ ...agent, highlights: [{ field: 'name', ranges: [[-1, 1.5]] }] }] },
  { data: [{ name: 'no id' }] },
  { data: [{ name: 'no id', highlights: [{ field: 'name', index: -1, ranges: [] }] }] },
  { data: [{ name: 'no id', highlights: [{ field: 'name', index: 0.5, ranges: [] }] }] },
  { data: [{ name: 1 }] },
  { data: [{ id: 1, name: 'x' }], count: -1 },
  { data: [{ id: 1, name: 'x' }], count: 1.5, total: Number.MAX_SAFE_INTEGER + 2 },
  { data: [{ id: 1, name: 'x' }], pagination: { page: 0 } },
  { data: [{ id: 1, name: 'x', rating: '4', tags: [1] }] },
  { data: 'no' },
  {},
]);

// The two answer shapes the resources used to check with zod.
const AgentAnswerSchema = z.union([AgentWireSchema, z.object({ data: AgentWireSchema })]);
const FrameworkListWireSchema = z.object({
  data: z.array(FrameworkSchema),
  count: z.number().int().min(0).optional(),
  error: z.string().optional(),
});

const published = { ...agent, owner_id: 'u1', namespace: 'ada', slug: 'mail-sorter', deprecation_message: null };

agree('agent detail', AgentAnswerParser, AgentAnswerSchema, [
  agent,
  published,
  { ...published, deprecation_message: 'Use ada/mail-sorter-2', owner_id: null, namespace: undefined },
  { ...published, slug: 3, namespace: false },
  { data: { ...agent, extra: 1 } },
  { agent_id: 4, name: 'x', data: 1 },
  { name: 'x' },
  { data: { name: 'x' } },
  { name: 'x', highlights: [{ field: 'name', index: -1, ranges: [] }] },
  null,
]);

agree('framework', FrameworkParser, FrameworkSchema, [
  framework,
  { ...framework, stars: 95000, trending: false, popularity: null },
  { ...framework, tier: 1.5 },
  { ...framework, stars: true },
  { name: 'x', tier: 1 },
]);

agree('framework list', FrameworkListWireParser, FrameworkListWireSchema, [
  { data: [framework], count: 1, error: 'x', other: 1 },
  { data: [] },
  { data: [{ name: 'x', tier: 1 }] },
  { data: [framework], count: -2 },
  { error: 'down' },
]);

agree('message', MessageParser, MessageResponseSchema, [{ message: 'ok', extra: 1 }, {}, { message: 2 }]);
agree('seed', FrameworkSeedParser, FrameworkSeedResponseSchema, [{ message: 'ok', count: 12 }, { message: 'ok', count: -1 }]);
agree('pat info', PatInfoParser, PatInfoSchema, [{ has_pat: true, created_at: 'x', last_used: null }, { has_pat: 'no' }]);
agree('pat', PatParser, PatResponseSchema, [{ pat: hexPat, created_at: null }, { pat: 'abc' }, { pat: hexPat.toUpperCase(), message: 'm' }, {}]);
agree('profile', UserProfileParser, UserProfileResponseSchema, [
  profile,
  { ...profile, stats: { agents_count: -1, total_downloads: -0.5 } },
  { ...profile, pat_info: undefined },
  { email: 'a' },
]);
agree('auth answer', AuthResponseParser, AuthResponseSchema, [
  { message: 'Login successful', token: 't', user: { id: 1, email: 'a@b.co' }, expires_at: 'x', extra: 1 },
  { valid: true },
  {},
  { user: { email: 3 }, valid: 'x' },
  [],
  'str',
]);

agree('agent list query', AgentListQueryParser, AgentListQuerySchema, [
  { page: 1, page_size: 20 },
  { page: 1, page_size: 20, query: 'mail', featured: true, category: 'creative', visibility: 'public', sort: 'newest', next_token: 'c1' },
  { page: 0, page_size: 20 },
  { page: 1.5, page_size: 200 },
  { page: 'x', page_size: 20 },
  { page: '2', page_size: '10' },
  { page: Infinity, page_size: 20 },
  { page: 2 ** 60, page_size: 20 },
  { page: 1, page_size: 20, category: 'nope', sort: 'x', visibility: 'y' },
  { page: 1, page_size: 20, query: 'a'.repeat(201) },
  { page: 1, page_size: 20, query: `  ${'a'.repeat(200)}  ` },
  { page: 1, page_size: 20, featured: 'yes' },
  { page: 1, page_size: 20, featured: 'maybe' },
  { page: 1, page_size: 20, extra: 1, other: 2 },
  { page: 1, page_size: 20, next_token: '' },
  { page: 1, page_size: 20, tag: 'research', updated_since: '2025-06-01T12:00:00Z' },
  { page: 1, page_size: 20, updated_since: '2025-06-01T12:00:00.123+02:00' },
  { page: 1, page_size: 20, updated_since: '2025-06-01T12:00+02:00' },
  { page: 1, page_size: 20, updated_since: '2025-06-01T12:00:00' },
  { page: 1, page_size: 20, updated_since: 'yesterday' },
  { page: 1, page_size: 20, updated_since: '2025-06-01' },
  { page: 1, page_size: 20, tag: '  ' },
  { page: 1, page_size: 20, tag: 'x'.repeat(41) },
]);

agree('suggest query', SearchSuggestQueryParser, SearchSuggestQuerySchema, [
  { q: 'resea', limit: 8 },
  { q: 'resea', limit: '5' },
  { q: '   ', limit: 8 },
  { q: 'x'.repeat(101), limit: 8 },
  { q: 'ok', limit: 0 },
  { q: 'ok', limit: 21 },
  { limit: 8 },
  { q: 'ok', limit: 8, other: 1 },
]);

agree('facets query', AgentFacetsQueryParser, AgentFacetsQuerySchema, [
  {},
  { query: 'research', tag: 'papers', featured: 'true' },
  { tag: '' },
  { query: 'a'.repeat(201) },
  { category: 'creative' },
]);

const facetCounts = { productivity: 1, creative: 0, analysis: 2, communication: 0, development: 3 };
agree('suggestions', SearchSuggestParser, SearchSuggestResponseSchema, [
  { query: 'resea', suggestions: [], did_you_mean: null },
  {
    query: 'resea',
    suggestions: [
      { kind: 'agent', label: 'Research Paper Explainer', id: 'a1', match: [0, 5] },
      { kind: 'tag', label: 'research', match: null },
    ],
    did_you_mean: 'research',
  },
  { query: 'x', suggestions: [{ kind: 'person', label: 'x', match: [0, 1] }], did_you_mean: null },
  { query: 'x', suggestions: [{ kind: 'tag', label: 'x', match: [0] }], did_you_mean: null },
  { query: 'x', suggestions: [{ kind: 'tag', label: 'x' }] },
]);

agree('facets', AgentFacetsParser, AgentFacetsResponseSchema, [
  { total: 6, categories: facetCounts },
  { total: -1, categories: facetCounts },
  { total: 6, categories: { ...facetCounts, creative: 'two' } },
]);

agree('framework list query', FrameworkListQueryParser, FrameworkListQuerySchema, [
  { limit: 50 },
  { limit: 50, tier: 2, category: 'Research', trending: true },
  { limit: 0, tier: 4, category: 'x'.repeat(101), trending: 'no' },
  { limit: 50, tier: 0.5 },
  { limit: 101, category: '' },
  { limit: 50, extra: true },
]);

// --- Publishing ---------------------------------------------------------------------------

const version = {
  version: '1.1.0',
  digest: 'ab'.repeat(32),
  changelog: 'Sorts faster',
  published_at: '2026-11-01T10:00:00.000Z',
  published_by: 'ada',
  download_count: 3,
  prerelease: false,
  yanked: false,
  yank_reason: null,
  yanked_at: null,
};
const full = { ...version, agent_yaml: 'apiVersion: agent.dev/v1\n', readme: '# Mail Sorter\n' };

agree('version', AgentVersionParser, AgentVersionSchema, [
  version,
  full,
  { ...version, yanked: true, yank_reason: 'Broken', yanked_at: '2026-11-02T10:00:00.000Z', extra: 1 },
  { ...version, published_by: undefined },
  { ...version, download_count: -1, prerelease: 'no' },
  { ...version, download_count: 1.5 },
  { ...version, agent_yaml: null, readme: 3 },
  { version: '1.0.0' },
  null,
]);

agree('version list', AgentVersionListParser, AgentVersionListResponseSchema, [
  { data: [version, { ...version, version: '1.0.0', yanked: true }], current_version: '1.1.0' },
  { data: [], current_version: null },
  { data: [full] },
  { data: [{ ...version, digest: 1 }], current_version: '1.1.0' },
  { data: 'none', current_version: 3 },
]);

const manifestAnswer = {
  format: 'agent-registry.manifest/v1',
  agent: published,
  version: '1.1.0',
  digest: 'ab'.repeat(32),
  yanked: false,
  manifest: { apiVersion: 'agent.dev/v1', kind: 'Agent', metadata: { name: 'mail-sorter' }, spec: null },
  agent_yaml: 'apiVersion: agent.dev/v1\n',
  downloaded_at: '2026-11-01T10:00:00.000Z',
};

agree('download', AgentManifestParser, AgentManifestResponseSchema, [
  manifestAnswer,
  { ...manifestAnswer, yanked: true, extra: 1 },
  { ...manifestAnswer, format: 'agent-registry.manifest/v2' },
  { ...manifestAnswer, format: undefined },
  { ...manifestAnswer, manifest: [] },
  { ...manifestAnswer, manifest: 'apiVersion: agent.dev/v1' },
  { ...manifestAnswer, agent: { ...published, id: 7 } },
  { ...manifestAnswer, agent: { agent_id: 'a1', name: 'x' } },
  { ...manifestAnswer, agent: { id: 'a1', name: 'x', agent_id: 2 } },
  { ...manifestAnswer, agent_yaml: undefined, digest: null },
]);

agree('delete answer', AgentDeleteParser, AgentDeleteResponseSchema, [
  { message: 'Agent deleted successfully', id: 'a1' },
  { message: 'Agent deleted successfully' },
  { id: 3 },
]);

agree('version params', VersionParamsParser, VersionParamsSchema, [
  { id: 'ada/mail-sorter', version: '1.0.0' },
  { id: ' a1 ', version: ' 1.0.0-beta.1 ' },
  { id: '  ', version: '' },
  { id: 'a1', version: 'x'.repeat(129) },
  { id: 'a1', version: 1 },
  { id: 'a1', version: '1.0.0', extra: 1 },
  {},
]);

agree('download query', AgentDownloadQueryParser, AgentDownloadQuerySchema, [
  {},
  { version: '1.0.0' },
  { version: ' 2.0.0 ' },
  { version: '' },
  { version: '   ' },
  { version: 'x'.repeat(129) },
  { version: 2 },
  { version: '1.0.0', other: true },
]);

agree('yank', AgentYankParser, AgentYankSchema, [
  { reason: 'Breaks on Windows' },
  { reason: '  Trimmed  ' },
  { reason: '   ' },
  { reason: 'x'.repeat(501) },
  { reason: null },
  {},
  { reason: 'ok', version: '1.0.0' },
  'reason',
]);

agree('deprecate', AgentDeprecateParser, AgentDeprecateSchema, [
  { message: 'Use ada/mail-sorter-2' },
  { message: '' },
  { message: 'x'.repeat(500) },
  { message: ` ${'x'.repeat(500)} ` },
  { message: 'x'.repeat(501) },
  { message: 3 },
  { message: 'ok', reason: 'x' },
]);

// --- Tokens and sessions ------------------------------------------------------------------

agree('create token', ApiTokenCreateParser, ApiTokenCreateSchema, [
  { name: 'CI', scopes: ['agents:read'], expires_in_days: 90 },
  { name: '  Laptop  ', scopes: ['agents:read', 'agents:publish'], expires_in_days: null },
  { name: 'x', scopes: ['agents:publish'], expires_in_days: 30 },
  { name: 'x', scopes: ['agents:publish'], expires_in_days: 365 },
  { name: 'x', scopes: ['agents:publish'], expires_in_days: 7 },
  { name: 'x', scopes: ['agents:publish'], expires_in_days: '30' },
  { name: 'x', scopes: ['agents:publish'] },
  { name: '   ', scopes: [], expires_in_days: 30 },
  { name: 'x'.repeat(65), scopes: ['agents:read', 'agents:write'], expires_in_days: 30 },
  { name: ` ${'x'.repeat(64)} `, scopes: ['agents:read'], expires_in_days: 30 },
  { name: 3, scopes: 'agents:read', expires_in_days: 30 },
  { scopes: [1], expires_in_days: null },
  { name: 'x', scopes: ['agents:read'], expires_in_days: 30, expires_at: 'x' },
  {},
  null,
  'CI',
]);

agree('id params', IdParamsParser, IdParamsSchema, [{ id: 'cli' }, { id: ' a1 ' }, { id: '  ' }, { id: 3 }, {}, { id: 'a', other: 1 }]);

const namedToken = {
  id: '0c9e4f9a-5a4b-4f4e-9d7e-2f6c1b8a3d21',
  name: 'CI',
  kind: 'named',
  scopes: ['agents:read'],
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  expires_at: '2027-01-30T10:00:00.000Z',
  revoked_at: null,
};
const cliToken = { ...namedToken, id: 'cli', name: 'CLI token', kind: 'cli', scopes: ['agents:read', 'agents:publish'], expires_at: null };

agree('token', ApiTokenParser, ApiTokenSchema, [
  namedToken,
  cliToken,
  { ...namedToken, status: 'revoked', revoked_at: '2026-11-02T10:00:00.000Z', last_used_at: '2026-11-01T11:00:00.000Z', extra: 1 },
  { ...namedToken, kind: 'pat', status: 'gone' },
  { ...namedToken, scopes: ['agents:write'] },
  { ...namedToken, scopes: [] },
  { ...namedToken, expires_at: undefined, revoked_at: 3 },
  { id: 'x' },
  null,
]);

agree('token list', ApiTokenListParser, ApiTokenListResponseSchema, [
  { data: [cliToken, namedToken], remaining: 19 },
  { data: [], remaining: 20 },
  { data: [], remaining: -1 },
  { data: [], remaining: 1.5 },
  { data: [{ ...namedToken, name: 1 }] },
  { remaining: 'many' },
]);

agree('token created', ApiTokenCreatedParser, ApiTokenCreatedResponseSchema, [
  { token: hexPat, info: namedToken, message: 'Token "CI" created' },
  { token: hexPat.toUpperCase(), info: namedToken, message: 'x', extra: true },
  { token: 'abc', info: namedToken, message: 'x' },
  { token: hexPat, info: { ...namedToken, status: 'new' } },
  { info: namedToken, message: 'x' },
]);

agree('count', CountParser, CountResponseSchema, [
  { message: 'Every token was revoked', count: 3 },
  { message: 'x', count: 0, extra: 1 },
  { message: 'x', count: -1 },
  { message: 'x', count: 0.5 },
  { count: 1 },
]);

const session = {
  id: 'ab12',
  device: 'Chrome on Linux',
  created_at: '2026-11-01T10:00:00.000Z',
  last_seen_at: null,
  expires_at: '2026-11-02T10:00:00.000Z',
  current: true,
};

agree('sessions', SessionListParser, SessionListResponseSchema, [
  { data: [session, { ...session, id: 'cd34', current: false, last_seen_at: '2026-11-01T12:00:00.000Z', extra: 1 }] },
  { data: [] },
  { data: [{ ...session, current: 'yes' }] },
  { data: [{ ...session, expires_at: null, last_seen_at: undefined }] },
  { data: [{ id: 1 }] },
  {},
]);
