// The simulated backend (api-client/simulated) against the real server: the same requests, in the
// same order, to the in-process app on PGlite and to the simulated backend through its fetch-style
// handler. Each answer must have the same status, the same shape (keys and value types; ids, dates
// and tokens differ) and, when it is an error, the same code and message.
import { API_ROUTES, ERROR_CODES, SIMULATED_ERRORS, type ApiRouteName } from '@agent-registry/api-client/contract';
import { answerHttpRequest, createSimulatedBackend } from '@agent-registry/api-client/simulated';
import { describe, expect, it } from 'vitest';
import { agentYaml, databases, useHarness } from './helpers.js';

type Vars = Record<string, string>;

interface Answer {
  status: number;
  body: unknown;
}

/** One of the two backends, as the cases drive it. */
interface Backend {
  send(method: string, path: string, options: { token?: string; body?: unknown }): Promise<Answer>;
  /** The last code mailed to `email`. */
  lastCode(email: string): string;
  vars: Vars;
}

/** Whose token a case sends: a saved one by name, or one no backend ever issued. */
type Caller = 'alice' | 'bob' | 'pat' | 'forged';

interface Case {
  route: ApiRouteName;
  name: string;
  params?: (v: Vars) => Record<string, string>;
  query?: Record<string, string>;
  as?: Caller;
  body?: object | ((v: Vars, backend: Backend) => object);
  /** Keeps what a later case needs (a token, an id) from this answer. */
  keep?: (body: any, v: Vars) => void;
  /**
   * Where the simulated backend answers otherwise on purpose, and why: its status, and its error
   * code and message when it refuses.
   */
  differs?: { why: string; status: number; error?: string; message?: string };
}

const ALICE = { email: 'alice@example.com', password: 'Secret123!', name: 'Alice Example' };
const BOB = { email: 'bob@example.com', password: 'Secret123!', name: 'Bob Example' };
const BOB_NEW_PASSWORD = 'Another456?';
const FORGED_TOKEN = 'f'.repeat(40);

/** Errors the spec's catalogue (section 8) gives the simulated backend; the server does not tell which emails have accounts. */
const SPEC_ERRORS = 'spec section 8: a simulated backend error';
/** The client falls back to the simulated backend after any failure but a 401: it must not invent one. */
const FALLBACK = 'a fallback answers what it can rather than a 401 of its own';

const agentId = (v: Vars) => ({ id: v.agent! });
const agentRef = () => ({ id: 'alice/report-writer' });
const version = (value: string) => (v: Vars) => ({ id: v.agent!, version: value });
/** A member of the organisation acme, as the member routes name one. */
const acmeMember = (username: string) => () => ({ name: 'acme', username });

const CASES: Case[] = [
  // --- Auth ------------------------------------------------------------------------------------
  { route: 'register', name: 'a missing password is refused', body: { email: ALICE.email, name: ALICE.name } },
  { route: 'register', name: 'a bad email is refused', body: { ...ALICE, email: 'not-an-email' } },
  { route: 'register', name: 'a new account', body: ALICE },
  { route: 'register', name: 'the same email again', body: ALICE },
  { route: 'login', name: 'before the email is confirmed', body: { email: ALICE.email, password: ALICE.password } },
  { route: 'confirmEmail', name: 'a wrong code', body: { email: ALICE.email, confirmation_code: '000000' } },
  { route: 'confirmEmail', name: 'a malformed body', body: { email: ALICE.email } },
  { route: 'resendConfirmation', name: 'a new code', body: { email: ALICE.email } },
  {
    route: 'confirmEmail',
    name: 'the mailed code',
    body: (_v, b) => ({ email: ALICE.email, confirmation_code: b.lastCode(ALICE.email) }),
  },
  {
    route: 'confirmEmail',
    name: 'once more',
    body: { email: ALICE.email, confirmation_code: '123456' },
    differs: { why: SPEC_ERRORS, status: 409, error: ERROR_CODES.emailAlreadyConfirmed, message: SIMULATED_ERRORS.emailAlreadyConfirmed },
  },
  {
    route: 'resendConfirmation',
    name: 'for a confirmed account',
    body: { email: ALICE.email },
    differs: { why: SPEC_ERRORS, status: 409, error: ERROR_CODES.emailAlreadyConfirmed, message: SIMULATED_ERRORS.emailAlreadyConfirmed },
  },
  {
    route: 'forgotPassword',
    name: 'an unknown email',
    body: { email: 'nobody@example.com' },
    differs: { why: SPEC_ERRORS, status: 404, error: ERROR_CODES.notFound, message: SIMULATED_ERRORS.userNotFound },
  },
  { route: 'login', name: 'a wrong password', body: { email: ALICE.email, password: 'Wrong123!' } },
  { route: 'login', name: 'a malformed body', body: { email: ALICE.email } },
  { route: 'login', name: 'signs in', body: { email: ALICE.email, password: ALICE.password }, keep: (b, v) => (v.alice = b.token) },
  { route: 'register', name: 'a second account', body: BOB },
  {
    route: 'confirmEmail',
    name: 'the second account',
    body: (_v, b) => ({ email: BOB.email, confirmation_code: b.lastCode(BOB.email) }),
  },
  { route: 'forgotPassword', name: 'a malformed email', body: { email: 'nope' } },
  { route: 'forgotPassword', name: 'mails a reset code', body: { email: BOB.email } },
  { route: 'resetPassword', name: 'a wrong code', body: { email: BOB.email, code: '000000', new_password: BOB_NEW_PASSWORD } },
  {
    route: 'resetPassword',
    name: 'the mailed code',
    body: (_v, b) => ({ email: BOB.email, code: b.lastCode(BOB.email), new_password: BOB_NEW_PASSWORD }),
  },
  {
    route: 'login',
    name: 'with the new password',
    body: { email: BOB.email, password: BOB_NEW_PASSWORD },
    keep: (b, v) => (v.bob = b.token),
  },
  { route: 'verify', name: 'no token', as: undefined },
  { route: 'verify', name: 'a forged token', as: 'forged' },
  { route: 'verify', name: 'a session', as: 'alice' },
  { route: 'updateAuthProfile', name: 'no token', body: { name: 'Alice' } },
  { route: 'updateAuthProfile', name: 'a blank name', as: 'alice', body: { name: '' } },
  { route: 'updateAuthProfile', name: 'a new name', as: 'alice', body: { name: 'Alice Liddell' } },
  { route: 'changePassword', name: 'no token', body: { old_password: ALICE.password, new_password: 'Newer789!' } },
  {
    route: 'changePassword',
    name: 'a wrong current password',
    as: 'alice',
    body: { old_password: 'Wrong123!', new_password: 'Newer789!' },
  },
  { route: 'confirmPassword', name: 'a wrong password', as: 'alice', body: { password: 'Wrong123!' } },
  { route: 'confirmPassword', name: 'the password', as: 'alice', body: { password: ALICE.password } },

  // --- Users and the PAT ------------------------------------------------------------------------
  { route: 'registryStats', name: 'anyone' },
  { route: 'getProfile', name: 'no token' },
  { route: 'getProfile', name: 'a session', as: 'alice' },
  { route: 'updateProfile', name: 'a bad website', as: 'alice', body: { website_url: 'not a url' } },
  { route: 'updateProfile', name: 'a bio', as: 'alice', body: { bio: 'Writes reports.' } },
  { route: 'getPatInfo', name: 'none yet', as: 'alice' },
  { route: 'getPatValue', name: 'none yet', as: 'alice' },
  { route: 'generatePat', name: 'no token' },
  { route: 'generatePat', name: 'a recent session', as: 'alice', keep: (b, v) => (v.pat = b.pat) },
  { route: 'getPatValue', name: 'the PAT', as: 'alice' },
  { route: 'getPatInfo', name: 'has one', as: 'alice' },
  { route: 'revokePat', name: 'no token' },
  { route: 'revokePat', name: 'revokes it', as: 'alice' },
  { route: 'revokePat', name: 'none left', as: 'alice' },

  // --- Named tokens and sessions ------------------------------------------------------------------
  { route: 'generatePat', name: 'a PAT again', as: 'alice', keep: (b, v) => (v.pat = b.pat) },
  { route: 'listTokens', name: 'no token' },
  { route: 'listTokens', name: 'a PAT is no session', as: 'pat' },
  { route: 'listTokens', name: 'the PAT listed', as: 'alice' },
  { route: 'createToken', name: 'no scopes', as: 'alice', body: { name: 'ci', scopes: [], expires_in_days: 30 } },
  {
    route: 'createToken',
    name: 'a named token',
    as: 'alice',
    body: { name: 'ci', scopes: ['agents:read'], expires_in_days: 30 },
    keep: (b, v) => (v.tokenId = b.info.id),
  },
  { route: 'revokeToken', name: 'an unknown id', as: 'alice', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { route: 'revokeToken', name: 'the named token', as: 'alice', params: (v) => ({ id: v.tokenId! }) },
  { route: 'revokeAllTokens', name: 'no token' },
  { route: 'revokeAllTokens', name: 'every token', as: 'alice' },
  { route: 'listSessions', name: 'no token' },
  { route: 'listSessions', name: 'a session', as: 'alice' },
  { route: 'endSession', name: 'an unknown id', as: 'alice', params: () => ({ id: 'ffffffffffffffff' }) },
  { route: 'endOtherSessions', name: 'none other', as: 'alice' },

  // --- Publishing -----------------------------------------------------------------------------------
  { route: 'createAgent', name: 'no token', body: { agent_yaml: agentYaml('report-writer') } },
  {
    route: 'createAgent',
    name: 'an agent.yaml without spec',
    as: 'alice',
    body: { agent_yaml: 'apiVersion: agent.dev/v1\nkind: Agent\n' },
  },
  { route: 'createAgent', name: 'text that is no YAML', as: 'alice', body: { agent_yaml: 'a: [1, 2\n' } },
  { route: 'createAgent', name: 'both agent_yaml and manifest', as: 'alice', body: { agent_yaml: agentYaml('x'), manifest: { spec: {} } } },
  {
    route: 'createAgent',
    name: 'a new agent',
    as: 'alice',
    body: {
      agent_yaml: agentYaml('report-writer', '1.0.0', { description: 'Writes weekly reports.' }),
      name: 'Report Writer',
      category: 'productivity',
      tags: ['reports'],
    },
    keep: (b, v) => (v.agent = b.id),
  },
  { route: 'createAgent', name: 'the same name again', as: 'alice', body: { agent_yaml: agentYaml('report-writer') } },
  { route: 'createAgent', name: "into another's namespace", as: 'alice', body: { agent_yaml: agentYaml('other'), namespace: 'bob' } },
  {
    route: 'createAgent',
    name: 'current_version disagrees',
    as: 'alice',
    body: { agent_yaml: agentYaml('other', '1.0.0'), current_version: '2.0.0' },
  },
  { route: 'listAgents', name: 'anyone' },
  { route: 'listAgents', name: 'a search', query: { query: 'report' } },
  { route: 'listAgents', name: 'page 0', query: { page: '0' } },
  { route: 'listAgents', name: 'an unknown parameter', query: { colour: 'red' } },
  { route: 'myAgents', name: 'no token', differs: { why: FALLBACK, status: 200 } },
  { route: 'myAgents', name: 'a session', as: 'alice' },
  { route: 'getAgent', name: 'by id', params: agentId },
  { route: 'getAgent', name: 'by owner/name', params: agentRef },
  { route: 'getAgent', name: 'a missing one', params: () => ({ id: 'nobody/nothing' }) },
  { route: 'updateAgent', name: 'no token', params: agentId, body: { description: 'x' } },
  { route: 'updateAgent', name: "someone else's", as: 'bob', params: agentId, body: { description: 'x' } },
  { route: 'updateAgent', name: 'a bad repository address', as: 'alice', params: agentId, body: { repository_url: 'nope' } },
  { route: 'updateAgent', name: 'a new description', as: 'alice', params: agentId, body: { description: 'Better reports.' } },
  { route: 'publishVersion', name: 'no agent.yaml', as: 'alice', params: agentId, body: {} },
  { route: 'publishVersion', name: 'another name', as: 'alice', params: agentId, body: { agent_yaml: agentYaml('renamed', '1.1.0') } },
  {
    route: 'publishVersion',
    name: 'a version published before',
    as: 'alice',
    params: agentId,
    body: { agent_yaml: agentYaml('report-writer') },
  },
  {
    route: 'publishVersion',
    name: "someone else's",
    as: 'bob',
    params: agentId,
    body: { agent_yaml: agentYaml('report-writer', '1.1.0') },
  },
  {
    route: 'publishVersion',
    name: 'a new version',
    as: 'alice',
    params: agentId,
    body: { agent_yaml: agentYaml('report-writer', '1.1.0'), changelog: 'Faster.' },
  },
  { route: 'listVersions', name: 'two versions', params: agentId },
  { route: 'listVersions', name: 'a missing agent', params: () => ({ id: 'nobody/nothing' }) },
  { route: 'getVersion', name: 'one version', params: version('1.1.0') },
  { route: 'getVersion', name: 'a missing version', params: version('9.9.9') },
  { route: 'yankVersion', name: 'no token', params: version('1.1.0'), body: { reason: 'Broken' } },
  { route: 'yankVersion', name: 'no reason', as: 'alice', params: version('1.1.0'), body: {} },
  { route: 'yankVersion', name: 'a missing version', as: 'alice', params: version('9.9.9'), body: { reason: 'Broken' } },
  { route: 'yankVersion', name: 'yanks it', as: 'alice', params: version('1.1.0'), body: { reason: 'Broken' } },
  { route: 'unyankVersion', name: "someone else's", as: 'bob', params: version('1.1.0') },
  { route: 'unyankVersion', name: 'restores it', as: 'alice', params: version('1.1.0') },
  { route: 'deprecateAgent', name: 'no message', as: 'alice', params: agentId, body: {} },
  { route: 'deprecateAgent', name: 'deprecates it', as: 'alice', params: agentId, body: { message: 'Use report-writer-2.' } },
  { route: 'undeprecateAgent', name: 'no token', params: agentId },
  { route: 'undeprecateAgent', name: 'undeprecates it', as: 'alice', params: agentId },
  { route: 'downloadAgent', name: 'the current version', params: agentId },
  { route: 'downloadAgent', name: 'an exact version', params: agentId, query: { version: '1.0.0' } },
  { route: 'downloadAgent', name: 'a missing version', params: agentId, query: { version: '9.9.9' } },
  { route: 'downloadAgent', name: 'a missing agent', params: () => ({ id: 'nobody/nothing' }) },

  // --- Search and engagement ------------------------------------------------------------------------
  { route: 'suggestAgents', name: 'a prefix', query: { q: 'rep' } },
  { route: 'suggestAgents', name: 'no text', query: {} },
  { route: 'agentFacets', name: 'every category' },
  { route: 'agentFacets', name: 'a search', query: { query: 'report' } },
  { route: 'agentDownloads', name: 'the last 30 days', params: agentId, query: { period: '30d' } },
  { route: 'agentDownloads', name: 'an unknown period', params: agentId, query: { period: '2d' } },
  { route: 'agentDownloads', name: 'a missing agent', params: () => ({ id: 'nobody/nothing' }) },
  { route: 'starredAgents', name: 'no token' },
  { route: 'starAgent', name: 'no token', params: agentId },
  { route: 'starAgent', name: 'stars it', as: 'bob', params: agentId },
  { route: 'starAgent', name: 'a missing agent', as: 'bob', params: () => ({ id: 'nobody/nothing' }) },
  { route: 'getStar', name: 'starred', as: 'bob', params: agentId },
  { route: 'starredAgents', name: 'one agent', as: 'bob' },
  { route: 'unstarAgent', name: 'unstars it', as: 'bob', params: agentId },

  // --- Moderation ----------------------------------------------------------------------------------
  { route: 'reportAgent', name: 'no token', params: agentId, body: { reason: 'spam' } },
  { route: 'reportAgent', name: 'an unknown reason', as: 'bob', params: agentId, body: { reason: 'boring' } },
  { route: 'reportAgent', name: 'one’s own agent', as: 'alice', params: agentId, body: { reason: 'spam' } },
  { route: 'reportAgent', name: 'a missing agent', as: 'bob', params: () => ({ id: 'nobody/nothing' }), body: { reason: 'spam' } },
  { route: 'reportAgent', name: 'a report', as: 'bob', params: agentId, body: { reason: 'spam', details: 'Posts ads.' } },
  { route: 'listReports', name: 'no token' },
  { route: 'listReports', name: 'not an operator', as: 'bob' },
  { route: 'dismissReport', name: 'not an operator', as: 'bob', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { route: 'takeDown', name: 'not an operator', as: 'bob', params: agentId, body: { reason: 'Malware' } },
  { route: 'restore', name: 'not an operator', as: 'bob', params: agentId },

  // --- Frameworks -----------------------------------------------------------------------------------
  { route: 'listFrameworks', name: 'the catalogue' },
  { route: 'listFrameworks', name: 'an unknown tier', query: { tier: '9' } },
  { route: 'getFramework', name: 'a missing one', params: () => ({ id: '999999' }) },
  { route: 'createFramework', name: 'no token', body: { name: 'Agno', tier: 1 } },
  { route: 'createFramework', name: 'not an operator', as: 'bob', body: { name: 'Agno', tier: 1 } },
  { route: 'updateFramework', name: 'not an operator', as: 'bob', params: () => ({ id: '1' }), body: { name: 'Agno' } },
  { route: 'deleteFramework', name: 'not an operator', as: 'bob', params: () => ({ id: '1' }) },
  { route: 'seedFrameworks', name: 'not an operator', as: 'bob' },

  // --- Organisations ----------------------------------------------------------------------------------
  { route: 'createOrg', name: 'no token', body: { name: 'acme' } },
  { route: 'createOrg', name: 'a bad name', as: 'alice', body: { name: 'Acme Inc!' } },
  { route: 'createOrg', name: 'a new organisation', as: 'alice', body: { name: 'acme', display_name: 'Acme' } },
  { route: 'createOrg', name: 'a name that is taken', as: 'bob', body: { name: 'acme' } },
  { route: 'createOrg', name: "a user's name", as: 'bob', body: { name: 'alice' } },
  { route: 'myOrgs', name: 'no token' },
  { route: 'myOrgs', name: 'one organisation', as: 'alice' },
  { route: 'getOrg', name: 'anyone', params: () => ({ name: 'acme' }) },
  { route: 'getOrg', name: 'a missing one', params: () => ({ name: 'nobody-here' }) },
  { route: 'updateOrg', name: 'not an owner', as: 'bob', params: () => ({ name: 'acme' }), body: { bio: 'x' } },
  { route: 'updateOrg', name: 'a bad avatar address', as: 'alice', params: () => ({ name: 'acme' }), body: { avatar_url: 'nope' } },
  { route: 'updateOrg', name: 'a bio', as: 'alice', params: () => ({ name: 'acme' }), body: { bio: 'We make things.' } },
  { route: 'orgMembers', name: 'not a member', as: 'bob', params: () => ({ name: 'acme' }) },
  { route: 'orgMembers', name: 'a member', as: 'alice', params: () => ({ name: 'acme' }) },
  { route: 'inviteMember', name: 'not an owner', as: 'bob', params: () => ({ name: 'acme' }), body: { invitee: 'bob' } },
  { route: 'inviteMember', name: 'an unknown user', as: 'alice', params: () => ({ name: 'acme' }), body: { invitee: 'nobody-here' } },
  { route: 'inviteMember', name: 'invites bob', as: 'alice', params: () => ({ name: 'acme' }), body: { invitee: 'bob' } },
  { route: 'myInvitations', name: 'no token' },
  { route: 'myInvitations', name: 'one invitation', as: 'bob', keep: (b, v) => (v.invitation = b.data[0].id) },
  { route: 'acceptInvitation', name: 'not the invitee', as: 'alice', params: (v) => ({ id: v.invitation! }) },
  { route: 'acceptInvitation', name: 'joins', as: 'bob', params: (v) => ({ id: v.invitation! }) },
  { route: 'setMemberRole', name: 'not an owner', as: 'bob', params: acmeMember('alice'), body: { role: 'maintainer' } },
  { route: 'setMemberRole', name: 'an unknown role', as: 'alice', params: acmeMember('bob'), body: { role: 'king' } },
  { route: 'setMemberRole', name: 'the last owner', as: 'alice', params: acmeMember('alice'), body: { role: 'maintainer' } },
  { route: 'setMemberRole', name: 'makes bob an owner', as: 'alice', params: acmeMember('bob'), body: { role: 'owner' } },
  { route: 'removeMember', name: 'not a member', as: 'alice', params: acmeMember('nobody-here') },
  { route: 'namespacePage', name: 'a user', params: () => ({ name: 'alice' }) },
  { route: 'namespacePage', name: 'an organisation', params: () => ({ name: 'acme' }) },
  { route: 'namespacePage', name: 'nobody', params: () => ({ name: 'nobody-here' }) },
  { route: 'transferAgent', name: 'no token', params: agentId, body: { namespace: 'acme' } },
  { route: 'transferAgent', name: "someone else's", as: 'bob', params: agentId, body: { namespace: 'acme' } },
  { route: 'transferAgent', name: 'to a missing namespace', as: 'alice', params: agentId, body: { namespace: 'nobody-here' } },
  { route: 'transferAgent', name: 'to the organisation', as: 'alice', params: agentId, body: { namespace: 'acme' } },
  { route: 'getAgent', name: 'by its old owner/name', params: agentRef },
  { route: 'removeMember', name: 'bob leaves', as: 'bob', params: acmeMember('bob') },

  // --- Deleting and leaving ---------------------------------------------------------------------------
  { route: 'deleteAgent', name: 'no token', params: agentId },
  { route: 'deleteAgent', name: "someone else's", as: 'bob', params: agentId },
  { route: 'deleteAgent', name: 'deletes it', as: 'alice', params: agentId },
  { route: 'getAgent', name: 'once deleted', params: agentId },
  { route: 'accountDeletion', name: 'no token' },
  { route: 'accountDeletion', name: 'what leaving does', as: 'bob' },
  { route: 'deleteAccount', name: 'another username', as: 'bob', body: { username: 'alice' } },
  { route: 'endOtherSessions', name: 'before leaving', as: 'bob' },
  { route: 'logout', name: 'no token' },
  { route: 'logout', name: 'signs out', as: 'alice' },
  { route: 'verify', name: 'after signing out', as: 'alice' },
];

/** The shape of a JSON value: its keys and value types, an array as the shape of its first item. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return typeof value;
}

/** What must agree: the status, the shape, and an error's code and message. */
function comparable({ status, body }: Answer) {
  const error = status >= 400 && body && typeof body === 'object' ? (body as { error?: unknown; message?: unknown }) : null;
  return { status, shape: shapeOf(body), ...(error ? { error: error.error, message: error.message } : {}) };
}

function pathOf(entry: Case, v: Vars): string {
  const params = entry.params?.(v) ?? {};
  const path = API_ROUTES[entry.route].path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.route}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(entry.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

async function send(backend: Backend, entry: Case): Promise<Answer> {
  const v = backend.vars;
  const token = entry.as === 'forged' ? FORGED_TOKEN : entry.as ? v[entry.as] : undefined;
  if (entry.as && !token) throw new Error(`${entry.route} (${entry.name}): no ${entry.as} token yet`);
  const body = typeof entry.body === 'function' ? entry.body(v, backend) : entry.body;
  const answer = await backend.send(API_ROUTES[entry.route].method, pathOf(entry, v), { token, body });
  if (answer.status < 300) entry.keep?.(answer.body, v);
  return answer;
}

describe('the simulated backend answers as the server does', () => {
  const h = useHarness(databases[0]!, { emptyBeforeEach: false });

  const real: Backend = {
    vars: {},
    send: (method, path, { token, body }) => h.request(method, `/api${path}`, { token, body }),
    lastCode(email) {
      const code = h.mailer.lastCode(email);
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
  };

  const mail: Array<{ to: string; code: string }> = [];
  // An empty registry, as the server starts: no sample agents or frameworks.
  const backend = createSimulatedBackend({
    dataset: { agents: [], frameworks: [] },
    frameworks: true,
    sendMail: (email) => mail.push(email),
  });
  const simulated: Backend = {
    vars: {},
    async send(method, path, { token, body }) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const request = new Request(`http://simulated.test/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const response = await answerHttpRequest(backend, request, '/api');
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    lastCode(email) {
      const code = mail.findLast((sent) => sent.to === email)?.code;
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
  };

  it('asks every route of the contract at least once', () => {
    const asked = new Set<string>(CASES.map((entry) => entry.route));
    expect(Object.keys(API_ROUTES).filter((name) => !asked.has(name))).toEqual([]);
  });

  for (const entry of CASES) {
    it(`${entry.route}: ${entry.name}`, async () => {
      const server = await send(real, entry);
      const fake = await send(simulated, entry);
      const call = `${API_ROUTES[entry.route].method} ${pathOf(entry, real.vars)}`;
      if (entry.differs) {
        const { status, error, message } = entry.differs;
        expect(comparable(fake), `${call} (${entry.differs.why})`).toMatchObject(error ? { status, error, message } : { status });
        // The server keeps its own answer: when it says the same, this case is no exception any more.
        expect(comparable(server).status, call).not.toBe(status);
      } else {
        expect(comparable(fake), call).toEqual(comparable(server));
      }
    });
  }
});
