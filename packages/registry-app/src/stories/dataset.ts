// What the page stories' server holds: the ui fixtures (the sample data the ui's own stories
// show too) as a dataset of the simulated backend, with Ada's account signed in. A story that needs other data
// passes its own dataset, usually this one with a change (`withAda`, `withAgents`, `withFrameworks`).
import { usernameFromEmail, type User } from '@agent-registry/api-client/contract';
import type { DatasetUser, SimulatedDataset, SimulatedSecrets } from '@agent-registry/api-client/simulated';
import {
  moreSampleAgents,
  patActive,
  sampleAgents,
  sampleEmails,
  sampleFrameworks,
  sampleProfile,
  sampleToken,
} from '@agent-registry/ui/testing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real server's session token (not the simulated backend's `sim_` kind), stored for `signedIn` stories. */
export const storyToken = 'eyJhbGciOiJIUzI1NiJ9.story-session.c2lnbmF0dXJl';

/** Ada: the account of the ui fixtures' profile, signed in with `storyToken`, with a personal access token. */
export const ada = {
  id: String(sampleProfile.id),
  email: sampleProfile.email,
  name: sampleProfile.full_name ?? '',
  password: 'Analytical@1843',
  created_at: sampleProfile.created_at ?? undefined,
  profile: sampleProfile.profile,
  preferences: sampleProfile.preferences,
  pat: { value: sampleToken, created_at: patActive.created_at!, last_used: patActive.last_used ?? null },
  sessions: [{ token: storyToken }],
} satisfies DatasetUser;

/** Ada as the app stores the signed-in user (auth_user), the way sign-in answers her. */
export const storyUser: User = {
  id: ada.id,
  user_id: ada.id,
  email: ada.email,
  name: ada.name,
  full_name: ada.name,
  username: usernameFromEmail(ada.email),
};

/** Ada's agents: the one with her name on it, and one she changed three days ago (dashboard 'Recent Activity'). */
const adaOwns: Record<string, { updated_at?: string }> = {
  agt_email_assistant: {},
  agt_calendar_concierge: { updated_at: new Date(Date.now() - 3 * DAY_MS).toISOString() },
};

/** The 20 agents of the catalogue, 2 of them Ada's. */
const agents = [...sampleAgents, ...moreSampleAgents].map((agent) =>
  adaOwns[agent.id] ? { ...agent, ...adaOwns[agent.id], owner_id: ada.id } : agent,
);

export const storyDataset: SimulatedDataset = { agents, frameworks: sampleFrameworks, users: [ada] };

/** The story dataset with Ada's account changed (no token yet, not confirmed, a stale session…). */
export const withAda = (changes: Partial<DatasetUser>): SimulatedDataset => ({ ...storyDataset, users: [{ ...ada, ...changes }] });

/** The story dataset with other agents (none, for the empty states). */
export const withAgents = (list: SimulatedDataset['agents']): SimulatedDataset => ({ ...storyDataset, agents: list });

/** The story dataset with other frameworks. */
export const withFrameworks = (list: SimulatedDataset['frameworks']): SimulatedDataset => ({ ...storyDataset, frameworks: list });

/** What the story server makes up, fixed so the stories know it: the session, the mailed codes, a new token. */
export const storySecrets: SimulatedSecrets = {
  sessionToken: () => storyToken,
  code: (kind) => sampleEmails[kind].code,
  apiToken: () => sampleToken,
};
