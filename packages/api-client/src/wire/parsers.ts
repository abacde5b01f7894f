// The answers the client reads, checked without zod. Each mirrors a response schema of the
// contract (named in its comment); wire.test.ts holds them to the same verdicts.
import { AGENT_FILTER_CATEGORIES, HIGHLIGHT_FIELDS, PAT_PATTERN, SEARCH_SUGGESTION_KINDS } from '../contract/constants';
import type { Agent, AgentWire, Framework, PatInfo, UserProfile, UserWire } from '../contract/entities';
import type {
  AgentFacetsResponse,
  AgentListWire,
  SearchSuggestResponse,
  AuthResponse,
  FrameworkSeedResponse,
  MessageResponse,
  PatResponse,
} from '../contract/schemas';
import {
  array,
  boolean,
  int,
  matches,
  nullable,
  nullish,
  number,
  numberMin,
  object,
  oneOf,
  optional,
  pair,
  parser,
  string,
  union,
  type Check,
} from './check';

const id = union(string, number);
const text = nullish(string);
const flag = nullish(boolean);

/** UserWireSchema */
export const userWire: Check<UserWire> = object({
  id: optional(id),
  user_id: optional(id),
  email: string,
  name: text,
  full_name: text,
  username: text,
});

/** AgentHighlightSchema */
const highlight = object({
  field: oneOf(HIGHLIGHT_FIELDS),
  index: optional(int(0)),
  ranges: array(pair(int(0), int(0))),
});

/** The fields every agent shape shares (entities.ts `agentFields`). */
const agentFields = {
  name: string,
  description: text,
  author: text,
  author_name: text,
  rating: nullish(number),
  download_count: nullish(number),
  views: nullish(number),
  category: text,
  featured: flag,
  visibility: text,
  status: text,
  current_version: text,
  tags: nullish(array(string)),
  repository_url: text,
  documentation_url: text,
  created_at: text,
  updated_at: text,
  highlights: optional(array(highlight)),
  owner_id: text,
  namespace: text,
  slug: text,
  deprecation_message: text,
};

/** AgentWireSchema */
export const agentWire: Check<AgentWire> = object(
  { id: optional(id), agent_id: optional(id), downloads: nullish(number), ...agentFields },
  (agent) => (agent.id !== undefined || agent.agent_id !== undefined ? undefined : 'An agent needs an id or an agent_id'),
);

/** AgentSchema: the canonical agent, as the download answer carries it. */
export const agent: Check<Agent> = object({ id: string, ...agentFields });

const count = optional(int(0));

/** AgentListWireSchema */
export const AgentListWireParser = parser<AgentListWire>(
  object({
    data: array(agentWire),
    count,
    total: count,
    pagination: optional(
      object({ page: optional(int(1)), page_size: optional(int(1)), total: count, total_pages: count }),
    ),
    next_token: nullish(string),
    did_you_mean: nullish(string),
  }),
);

/** SearchSuggestResponseSchema */
export const SearchSuggestParser = parser<SearchSuggestResponse>(
  object({
    query: string,
    suggestions: array(
      object({
        kind: oneOf(SEARCH_SUGGESTION_KINDS),
        label: string,
        id: optional(string),
        match: nullable(pair(int(0), int(0))),
      }),
    ),
    did_you_mean: nullable(string),
  }),
);

/** AgentFacetsResponseSchema */
export const AgentFacetsParser = parser<AgentFacetsResponse>(
  object({
    total: int(0),
    categories: object(
      Object.fromEntries(AGENT_FILTER_CATEGORIES.map((category) => [category, int(0)])) as {
        [K in keyof AgentFacetsResponse['categories']]: Check<number>;
      },
    ),
  }),
);

/** GET /agents/{id}: the agent, or a `{ data: agent }` envelope. */
export const AgentAnswerParser = parser<AgentWire | { data: AgentWire }>(union(agentWire, object({ data: agentWire })));

/** FrameworkSchema */
const framework: Check<Framework> = object({
  id,
  name: string,
  subtitle: text,
  description: text,
  stars: nullish(union(number, string)),
  popularity: nullish(number),
  category: text,
  tier: int(),
  trending: nullish(union(boolean, string)),
  best_for: text,
  website: text,
  icon: text,
  created_at: text,
  updated_at: text,
});

export const FrameworkParser = parser(framework);

/** GET /frameworks as it may arrive (`count` missing from older servers). */
export const FrameworkListWireParser = parser<{ data: Framework[]; count?: number; error?: string }>(
  object({ data: array(framework), count, error: optional(string) }),
);

/** MessageResponseSchema */
export const MessageParser = parser<MessageResponse>(object({ message: string }));

/** FrameworkSeedResponseSchema */
export const FrameworkSeedParser = parser<FrameworkSeedResponse>(object({ message: string, count: int(0) }));

/** PatInfoSchema */
const patInfo: Check<PatInfo> = object({ has_pat: boolean, created_at: text, last_used: text });

export const PatInfoParser = parser(patInfo);

/** UserProfileSchema */
export const UserProfileParser = parser<UserProfile>(
  object({
    id: optional(id),
    user_id: optional(id),
    full_name: text,
    username: text,
    email: string,
    avatar_url: text,
    status: text,
    role: text,
    created_at: text,
    profile: object({
      bio: text,
      avatar_url: text,
      website_url: text,
      github_username: text,
      twitter_username: text,
    }),
    preferences: object({
      theme: text,
      language: text,
      notifications_enabled: flag,
      public_profile: flag,
      newsletter_subscription: flag,
      timezone: text,
    }),
    stats: object({ agents_count: int(0), total_downloads: numberMin(0) }),
    pat_info: patInfo,
  }),
);

/** PatResponseSchema */
export const PatParser = parser<PatResponse>(
  object({
    pat: matches(PAT_PATTERN, 'A PAT is 64 hexadecimal characters'),
    created_at: text,
    message: optional(string),
  }),
);

/** Revoke may answer 204 or `{ message }`. */
export const RevokeParser = parser<{ message?: string }>(object({ message: optional(string) }));

/** AuthResponseSchema */
export const AuthResponseParser = parser<AuthResponse>(
  object({
    message: optional(string),
    error: optional(string),
    user: optional(userWire),
    token: optional(string),
    expires_at: optional(string),
    valid: optional(boolean),
  }),
);
