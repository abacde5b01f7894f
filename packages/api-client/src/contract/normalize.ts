// Turning the shapes the spec allows on the wire into the one shape callers get, and reading the
// values an answer may carry in more than one form (a trending flag, an icon, a status, highlights).
import {
  ACCOUNT_STATUS_FALLBACK,
  ACCOUNT_STATUS_LABELS,
  DEFAULT_FRAMEWORK_ICON,
  FRAMEWORK_ICONS,
  type AccountStatusTone,
  type FrameworkIcon,
} from './constants';
import type { Agent, AgentHighlight, AgentWire, User, UserWire } from './entities';
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

/** Label and tone of an account status; anything unknown is 'Pending'. */
export function accountStatusLabel(status: string | null | undefined): {
  label: string;
  tone: AccountStatusTone;
} {
  if (status && Object.prototype.hasOwnProperty.call(ACCOUNT_STATUS_LABELS, status)) {
    return ACCOUNT_STATUS_LABELS[status as keyof typeof ACCOUNT_STATUS_LABELS];
  }
  return ACCOUNT_STATUS_FALLBACK;
}

/** The icon to draw for a framework: its own when known, else 'code'. */
export function frameworkIcon(icon: string | null | undefined): FrameworkIcon {
  return (FRAMEWORK_ICONS as readonly string[]).includes(icon ?? '') ? (icon as FrameworkIcon) : DEFAULT_FRAMEWORK_ICON;
}

/** `trending` arrives as true or the string 'true'. */
export function isTrending(trending: boolean | string | null | undefined): boolean {
  return trending === true || trending === 'true';
}

/**
 * An agent's highlights, with the ranges `rangesOf` finds in its name, its description and each
 * tag, in that order; fields without a match are left out. The server and the simulated backend
 * match differently but answer in this one shape.
 */
export function highlightsFromRanges(
  agent: { name: string; description?: string | null; tags?: readonly string[] | null },
  rangesOf: (text: string) => [number, number][],
): AgentHighlight[] {
  const highlights: AgentHighlight[] = [];
  const name = rangesOf(agent.name);
  if (name.length) highlights.push({ field: 'name', ranges: name });
  const description = rangesOf(agent.description ?? '');
  if (description.length) highlights.push({ field: 'description', ranges: description });
  (agent.tags ?? []).forEach((tag, index) => {
    const ranges = rangesOf(tag);
    if (ranges.length) highlights.push({ field: 'tags', index, ranges });
  });
  return highlights;
}
