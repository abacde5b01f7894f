// The simulated backend's data, kept in browser storage so it survives reloads.
// Passwords are kept as typed: this is a simulation living in the user's own browser, and
// SubtleCrypto (to hash them) is missing outside secure contexts.
import { DEMO_ACCOUNT, NEW_ACCOUNT_PREFERENCES } from '../contract/constants';
import type { Agent, Preferences, ProfileDetails } from '../contract/entities';
import type { AgentVersion, SessionPlace } from '../contract/schemas';
import type { TokenScope } from '../contract/security';
import type { KeyValueStorage } from '../session';
import type { OrgRole } from '../contract/orgs';

/** An organisation as the simulated backend keeps it. */
export interface SimulatedOrg {
  id: string;
  name: string;
  display_name: string;
  bio: string;
  avatar_url: string;
  created_at: string;
  /** user id -> role and when they joined. */
  members: Record<string, { role: OrgRole; joined_at: string }>;
}

/** An invitation to an organisation. */
export interface SimulatedInvitation {
  id: string;
  org: string;
  email: string;
  role: OrgRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export const SIMULATED_STORAGE_KEY = 'agent_registry_simulated_backend';

export interface SimulatedUser {
  id: string;
  email: string;
  name: string;
  password: string;
  confirmed: boolean;
  created_at: string;
  profile: ProfileDetails;
  preferences: Preferences;
  pat: { value: string; created_at: string; last_used: string | null } | null;
  /** Named tokens, oldest first; absent in data stored before they existed. */
  tokens?: SimulatedNamedToken[];
}

/** A named token: its value is never kept, only its SHA-256, so no list can show it. */
export interface SimulatedNamedToken {
  id: string;
  name: string;
  scopes: TokenScope[];
  /** sha256Hex of the value. */
  hash: string;
  created_at: string;
  last_used_at: string | null;
  /** null: until revoked. */
  expires_at: string | null;
  revoked_at: string | null;
  /** The one namespace its writes are limited to; null or absent: none. */
  namespace?: string | null;
}

export interface SimulatedCode {
  code: string;
  /** Epoch ms. */
  expires_at: number;
  attempts: number;
}

export interface SimulatedSession {
  email: string;
  /** Epoch ms. */
  expires_at: number;
  /** Epoch ms of the last password proof (sign-in or confirm-password); see REAUTH_WINDOW_MS. */
  authenticated_at?: number;
  /** Epoch ms of the sign-in; absent in sessions stored before the sessions list existed. */
  created_at?: number;
  /** Epoch ms of the last call made with it. */
  last_seen_at?: number;
  /** 'Chrome on Linux' (see deviceLabel), for the sessions list. */
  device?: string;
  /** Where it signed in from; this browser's own sign-ins have none (no proxy tells the place). */
  place?: SessionPlace | null;
}

/** A published version, with its agent.yaml text (as sent) and README. */
export type SimulatedVersion = Omit<AgentVersion, 'prerelease' | 'agent_yaml' | 'readme'> & {
  agent_yaml: string;
  readme: string;
};

/** An agent published in the simulated backend, with every version. */
export interface SimulatedAgent {
  agent: Agent;
  versions: SimulatedVersion[];
}

export interface SimulatedState {
  version: 1;
  /** Keyed by lower-case email. */
  users: Record<string, SimulatedUser>;
  /** Keyed by `${kind}:${email}`. */
  codes: Record<string, SimulatedCode>;
  /** Keyed by token. */
  sessions: Record<string, SimulatedSession>;
  /** Agents published in the simulated backend, keyed by id. */
  agents: Record<string, SimulatedAgent>;
  /** Downloads of the built-in sample agents, keyed by `${agentId}@${version}`. */
  sample_downloads: Record<string, number>;
  /** Stars, `${userId} ${agentId}` -> when (absent in states stored before stars). */
  stars?: Record<string, number>;
  /** Downloads per day, `${agentId}@${version}@${date}` -> count. */
  daily_downloads?: Record<string, number>;
  /** Organisations, keyed by name (absent in states stored before them). */
  orgs?: Record<string, SimulatedOrg>;
  /** Invitations to organisations, keyed by id. */
  org_invitations?: Record<string, SimulatedInvitation>;
  /** An agent's old 'owner/name' (lower case) after a transfer -> its id. */
  agent_aliases?: Record<string, string>;
}

export function emptyProfile(): ProfileDetails {
  return { bio: '', avatar_url: '', website_url: '', github_username: '', twitter_username: '' };
}

/** A new account's preferences (the demo's too). */
export function defaultPreferences(): Preferences {
  return { ...NEW_ACCOUNT_PREFERENCES };
}

function demoUser(now: number): SimulatedUser {
  return {
    id: 'demo-user',
    email: DEMO_ACCOUNT.email,
    name: DEMO_ACCOUNT.name,
    password: DEMO_ACCOUNT.password,
    confirmed: true,
    created_at: new Date(now).toISOString(),
    profile: emptyProfile(),
    preferences: defaultPreferences(),
    pat: null,
  };
}

export const emptyState = (): SimulatedState => ({ version: 1, users: {}, codes: {}, sessions: {}, agents: {}, sample_downloads: {} });

export interface SimulatedStore {
  /** The current state (read fresh, so several tabs and clients agree). */
  read(): SimulatedState;
  write(state: SimulatedState): void;
  /** Forget everything since the start (the demo account stays). */
  reset(): void;
}

/** `initial` is the state before anything was stored (or after a reset): empty by default. */
export function createSimulatedStore(storage: KeyValueStorage, initial: () => SimulatedState = emptyState): SimulatedStore {
  const stored = (): SimulatedState | null => {
    try {
      const raw = storage.getItem(SIMULATED_STORAGE_KEY);
      const parsed = raw ? (JSON.parse(raw) as SimulatedState) : null;
      return parsed && parsed.version === 1 && parsed.users && parsed.codes && parsed.sessions ? parsed : null;
    } catch {
      return null; // corrupted: start over
    }
  };
  const read = (): SimulatedState => {
    const state = stored() ?? initial();
    // Stored before publishing existed: no agents yet.
    state.agents ??= {};
    state.sample_downloads ??= {};
    // The demo account always exists and is confirmed.
    const demoKey = DEMO_ACCOUNT.email.toLowerCase();
    if (!state.users[demoKey]) state.users[demoKey] = demoUser(Date.now());
    return state;
  };
  return {
    read,
    write: (state) => storage.setItem(SIMULATED_STORAGE_KEY, JSON.stringify(state)),
    reset: () => storage.removeItem(SIMULATED_STORAGE_KEY),
  };
}
