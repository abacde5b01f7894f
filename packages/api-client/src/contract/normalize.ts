// Turning the shapes the spec allows on the wire into the one shape callers get.
import type { Agent, AgentWire, User, UserWire } from './entities';
import type { AgentList, AgentListWire } from './schemas';

/** The username the spec derives from an email: its local part. */
export function usernameFromEmail(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** A user with `id`, `name` and `username` always set (from user_id, full_name, email). */
export function normalizeUser(user: UserWire): User {
  const id = String(user.id ?? user.user_id ?? user.email);
  const name = user.name ?? user.full_name ?? '';
  const normalized: User = {
    id,
    email: user.email,
    name,
    username: user.username || usernameFromEmail(user.email),
  };
  if (user.user_id !== undefined) normalized.user_id = String(user.user_id);
  if (user.full_name) normalized.full_name = user.full_name;
  return normalized;
}

/** The id to link an agent by: id, else agent_id. */
export function agentId(agent: { id?: string | number | null; agent_id?: string | number | null }): string {
  return String(agent.id ?? agent.agent_id ?? '');
}

/** The contract's Agent from a wire agent: `id` from id or agent_id, `download_count` from either count. */
export function normalizeAgent(agent: AgentWire): Agent {
  const { id: _id, agent_id: _agentId, downloads, ...rest } = agent;
  const normalized: Agent = { ...rest, id: agentId(agent) };
  const count = agent.download_count ?? downloads;
  if (count !== undefined) normalized.download_count = count;
  return normalized;
}

/**
 * One list shape from either wire shape: a pagination object, or data / count / total /
 * next_token. Missing pagination numbers are derived from what the request asked for.
 */
export function normalizeAgentList(wire: AgentListWire, requested: { page: number; page_size: number }): AgentList {
  const data = wire.data.map(normalizeAgent);
  const count = wire.count ?? data.length;
  const page = wire.pagination?.page ?? requested.page;
  const pageSize = wire.pagination?.page_size ?? requested.page_size;
  const total = wire.pagination?.total ?? wire.total ?? count;
  const totalPages = wire.pagination?.total_pages ?? (pageSize > 0 ? Math.ceil(total / pageSize) : 0);
  return {
    data,
    count,
    pagination: { page, page_size: pageSize, total, total_pages: totalPages },
    next_token: wire.next_token ?? null,
    ...(wire.did_you_mean !== undefined ? { did_you_mean: wire.did_you_mean } : {}),
  };
}
