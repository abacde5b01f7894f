// Business constants of spec section 9 (and the few enumerations sections 2-5 name).
// Shared by the server, the ui and the app, so every limit lives in exactly one place. Constants
// only: what reads an answer is in normalize.ts, the screens' timings in timings.ts.

/**
 * The first path segments of the web app's routes (spec section 2, plus /publish; '/' is the
 * landing page). The server answers these with the app; any other path that is not a file it
 * serves is a 404.
 */
export const APP_ROUTE_PREFIXES = [
  'auth',
  'search',
  'agents',
  'dashboard',
  'create-agent',
  'publish',
  'profile',
  'settings',
  'admin',
  'users',
  'orgs',
  '404',
] as const;

/** Default API base: same origin, under /api. */
export const DEFAULT_API_BASE_URL = '/api';
/** API timeout: 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  user: 'auth_user',
  token: 'auth_token',
  theme: 'theme',
} as const;

/** Header carrying the stored user as JSON {user_id, email, username, full_name}. */
export const USER_DATA_HEADER = 'X-User-Data';

/**
 * Stored as `auth_token` when a sign-in answers 'Login successful' without a token
 *. It is never sent as a Bearer token.
 */
export const SESSION_MARKER = 'session';

// --- Codes, passwords, sessions -------------------------------------------------------------

/** Confirmation / reset codes are 6 digits. */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;
/** Codes are valid 15 minutes. */
export const CODE_TTL_MS = 15 * 60 * 1000;

/**
 * The app's screen a mailed code goes into, with the address filled in: the link of every code mail
 * (the server's and the simulated backend's dialog alike). Relative: a mail puts PUBLIC_URL before it.
 */
export function codeScreenPath(purpose: 'confirmation' | 'reset', email: string): string {
  return `/auth?${new URLSearchParams({ mode: purpose === 'confirmation' ? 'confirm' : 'reset', email })}`;
}

/** After 3 failed attempts the code is discarded. */
export const MAX_CODE_ATTEMPTS = 3;
/** Resend cooldown after sign-up and forgot-password. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const MIN_PASSWORD_LENGTH = 8;
/** The only symbols a password may contain (and must contain one of). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
/** At least one lowercase, uppercase, digit and one of @$!%*?&; nothing but those allowed. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

/** Simulated session lifetime: 24 h. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Revealing or generating the personal access token and deleting an agent need a password proof
 * (signing in, or confirming the password) this recent; otherwise the API answers 403
 * `reauthentication_required` and the app asks for the password.
 */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

// --- Personal access token ------------------------------------------------------------------

/** A PAT is 64 hex characters; the Agent as Code CLI accepts exactly this pattern. */
export const PAT_LENGTH = 64;
export const PAT_PATTERN = /^[0-9a-fA-F]{64}$/;

// --- Lists -----------------------------------------------------------------------------------

export const DEFAULT_PAGE = 1;

export const PAGE_SIZES = {
  /** Default agent page size. */
  default: 20,
  /** Search page. */
  search: 20,
  /** Agents list page (/agents). */
  agentsList: 18,
  /** Landing featured and recent agents. */
  landing: 6,
  /** Dashboard recent and popular lists. */
  dashboard: 5,
} as const;

/** Upper bound the server accepts for page_size (not in the spec; protects the database). */
export const MAX_PAGE_SIZE = 100;

/** Frameworks are requested with limit 50. */
export const FRAMEWORK_LIMIT = 50;

// --- Profile --------------------------------------------------------------------------------

export const FULL_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;
/** GitHub usernames: letters, digits, hyphens. */
export const GITHUB_USERNAME_PATTERN = /^[A-Za-z0-9-]+$/;
/** Twitter usernames: letters, digits, underscores. */
export const TWITTER_USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Site themes (toggle, stored under `theme`). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Theme options of the profile preferences. */
export const PROFILE_THEMES = ['light', 'dark', 'system'] as const;
export type ProfileTheme = (typeof PROFILE_THEMES)[number];

/** Profile edit form defaults. */
export const PROFILE_FORM_DEFAULTS = {
  full_name: '',
  bio: '',
  avatar_url: '',
  website_url: '',
  github_username: '',
  twitter_username: '',
  preferences: {
    theme: 'light' as ProfileTheme,
    language: 'en' as Language,
    notifications_enabled: true,
    public_profile: true,
    newsletter_subscription: false,
    timezone: 'UTC',
  },
};

/**
 * The preferences a new account is stored with: the form's defaults, except the theme, which
 * follows the device ('system') until the person picks one. Otherwise signing in, which brings the
 * saved theme to the device, would turn a dark device light for everyone who never chose.
 */
export const NEW_ACCOUNT_PREFERENCES = { ...PROFILE_FORM_DEFAULTS.preferences, theme: 'system' as ProfileTheme };

export type AccountStatusTone = 'green' | 'red' | 'grey' | 'pending';

/** Account status labels. Unknown statuses use ACCOUNT_STATUS_FALLBACK. */
export const ACCOUNT_STATUS_LABELS = {
  active: { label: 'Active', tone: 'green' },
  confirmed: { label: 'Active', tone: 'green' },
  suspended: { label: 'Suspended', tone: 'red' },
  inactive: { label: 'Inactive', tone: 'grey' },
  pending_confirmation: { label: 'Pending Confirmation', tone: 'pending' },
  pending_verification: { label: 'Pending Verification', tone: 'pending' },
} as const satisfies Record<string, { label: string; tone: AccountStatusTone }>;

export const ACCOUNT_STATUS_FALLBACK = { label: 'Pending', tone: 'pending' } as const;

/** Default role shown on the profile. */
export const DEFAULT_ROLE_LABEL = 'User';

// --- Agents ---------------------------------------------------------------------------------

/** Categories an agent can have. */
export const AGENT_CATEGORIES = ['productivity', 'development', 'analysis', 'creative'] as const;
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];

/** Categories the list filters offer (agents list select; adds communication). */
export const AGENT_FILTER_CATEGORIES = ['productivity', 'creative', 'analysis', 'communication', 'development'] as const;
export type AgentFilterCategory = (typeof AGENT_FILTER_CATEGORIES)[number];

/** The fields a search result's highlights may point into (see AgentHighlight). */
export const HIGHLIGHT_FIELDS = ['name', 'description', 'tags'] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];

/** UI sentinel for "no category filter"; the client leaves it out of the query. */
export const ALL_CATEGORIES = 'all';

export const AGENT_SORTS = ['popular', 'downloads', 'stars', 'newest'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

/** Labels of a sort select ('Most popular' is the spec's). */
export const AGENT_SORT_LABELS: Record<AgentSort, string> = {
  popular: 'Most popular',
  downloads: 'Most downloads',
  stars: 'Most starred',
  newest: 'Newest',
};

/** What a search suggestion names: an agent (opens it), a tag or a framework (searches for it). */
export const SEARCH_SUGGESTION_KINDS = ['agent', 'tag', 'framework'] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];

/** Suggestions as you type: asked for from this many characters, this many at most (the pause: SUGGEST_DEBOUNCE_MS). */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 8;
/** Text longer than this gets no suggestions (the search itself takes up to SEARCH_QUERY_MAX_LENGTH). */
export const SUGGEST_MAX_LENGTH = 100;

/** The longest search text (`query` of GET /agents); the search boxes stop there and say so. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const AGENT_VISIBILITIES = ['public', 'private'] as const;
export type AgentVisibility = (typeof AGENT_VISIBILITIES)[number];

/** Quick-search chips of the landing and search pages. */
export const SEARCH_SUGGESTIONS = ['Productivity', 'Creative Writing', 'Data Analysis', 'Customer Support', 'Code Generation'] as const;

/** Number of built-in sample agents of the simulated backend. */
export const SAMPLE_AGENT_COUNT = 6;

// --- Frameworks -----------------------------------------------------------------------------

export const FRAMEWORK_TIER_VALUES = [1, 2, 3] as const;
export type FrameworkTier = (typeof FRAMEWORK_TIER_VALUES)[number];

export const FRAMEWORK_TIERS: Record<FrameworkTier, string> = {
  1: 'Market Leaders',
  2: 'Rapidly Growing',
  3: 'Emerging & Specialized',
};

export const FRAMEWORK_ICONS = ['code', 'trophy', 'users', 'rocket', 'chip', 'chart', 'shield', 'bolt', 'fire', 'terminal'] as const;
export type FrameworkIcon = (typeof FRAMEWORK_ICONS)[number];
export const DEFAULT_FRAMEWORK_ICON: FrameworkIcon = 'code';

/** Framework legend shown under the tier grid. */
export const FRAMEWORK_LEGEND = ['Enterprise', 'Research', 'Development', 'Business'] as const;

// --- Simulated backend ----------------------------------------------------------------------

/**
 * The confirmed account the simulated backend always has, for the sign-in demo hint.
 * It exists only in the simulated backend, never on a real server.
 */
export const DEMO_ACCOUNT = {
  email: 'demo@agentregistry.dev',
  password: 'Demo@1234',
  name: 'Demo User',
} as const;

/**
 * The demo account's role on a real registry: it may look at everything and try the token panel,
 * but changes nothing (403 `demo_read_only`), and its tokens do not open the API. It is reset on
 * every start of a seeded registry.
 */
export const DEMO_ROLE = 'demo';

/** Longest yank reason and deprecation message. */
export const NOTICE_MAX_LENGTH = 500;

/**
 * HTTP status of a download or read of taken-down content (Unavailable For Legal Reasons). Here
 * rather than beside the other moderation rules (trust.ts): the client's fallback checks it on
 * every failed call, so it loads with the client, and the moderation messages need not.
 */
export const TAKEDOWN_STATUS = 451;
