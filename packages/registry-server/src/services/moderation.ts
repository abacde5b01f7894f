// Reports and takedowns. A signed-in user reports an agent (or one version); operators list the
// reports, take the agent or the version down with a public reason, restore it, or dismiss a
// report. The reporter and the owner are mailed at each step.
import crypto from 'node:crypto';
import {
  INLINE_MESSAGES,
  MODERATION_ERROR_CODES,
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  type ReportCreateSchema,
  type ReportListQuery,
  type ReportReason,
  type TakedownRequestSchema,
} from '@agent-registry/api-client/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users, type UserRow } from '../db/schema.js';
import { txRows } from '../db/rawSql.js';
import { iso } from '../lib/clock.js';
import { ApiError, badRequest, notFound } from '../lib/errors.js';
import * as repo from '../repositories/agents.js';
import { agentJson, agentKey, forgetAgent, getAgentRow, holdsAgent, isUuid } from './agents.js';
import type { ServiceContext } from './context.js';
import { sendNotice } from './notices.js';
import { hitRateLimit } from './rateLimit.js';
import { takedownJson } from './takedowns.js';

const agentRef = (namespace: string, slug: string) => `${namespace}/${slug}`;
import { refreshCurrentVersion, VERSION_NOT_FOUND } from './versions.js';

type ReportInput = z.output<typeof ReportCreateSchema>;
type TakedownInput = z.output<typeof TakedownRequestSchema>;

/** A report row joined with what operators need to judge it. */
interface ReportDbRow {
  id: string;
  agent_id: string;
  version: string | null;
  reason: string;
  details: string;
  status: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  reporter: string | null;
  namespace: string;
  slug: string;
  agent_name: string;
  taken_down_at: Date | string | null;
  takedown_reason: string | null;
}

/** The report columns, on `r` (reports), `a` (its agent), `v` (its version) and `ru` (its reporter). */
const REPORT_SELECT = sql`SELECT r.id, r.agent_id, r.version, r.reason, r.details, r.status, r.created_at, r.resolved_at,
    ru.username AS reporter, a.namespace, a.slug, a.name AS agent_name,
    CASE WHEN r.version IS NULL THEN a.taken_down_at ELSE coalesce(a.taken_down_at, v.taken_down_at) END AS taken_down_at,
    CASE WHEN r.version IS NULL OR a.taken_down_at IS NOT NULL THEN a.takedown_reason ELSE v.takedown_reason END AS takedown_reason
  FROM reports r JOIN agents a ON a.id = r.agent_id
  LEFT JOIN agent_versions v ON v.agent_id = r.agent_id AND v.version = r.version
  LEFT JOIN users ru ON ru.id = r.reporter_id`;

function reportJson(row: ReportDbRow) {
  return {
    id: row.id,
    agent_id: row.agent_id,
    agent_ref: agentRef(row.namespace, row.slug),
    agent_name: row.agent_name,
    version: row.version,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reporter: row.reporter,
    created_at: iso(row.created_at)!,
    resolved_at: iso(row.resolved_at),
    takedown: takedownJson(row),
  };
}

async function loadReport(ctx: ServiceContext, id: string): Promise<ReportDbRow> {
  if (!isUuid(id)) throw notFound(MODERATION_MESSAGES.reportNotFound);
  const [row] = await ctx.handle.query<ReportDbRow>(sql`${REPORT_SELECT} WHERE r.id = ${id.toLowerCase()}`);
  if (!row) throw notFound(MODERATION_MESSAGES.reportNotFound);
  return row;
}

// --- Mail -----------------------------------------------------------------------------------

const hello = (user: Pick<UserRow, 'fullName'>) => (user.fullName ? `Hello ${user.fullName},` : 'Hello,');

function mail(ctx: ServiceContext, user: UserRow, kind: string, subject: string, lines: string[]): void {
  sendNotice(ctx, user, kind, {
    to: user.email,
    subject,
    text: [hello(user), '', ...lines, '', `Agent Registry - ${ctx.config.publicUrl}`].join('\n'),
  });
}

const what = (ref: string, version: string | null) => (version ? `Version ${version} of ${ref}` : `The agent ${ref}`);

async function usersByIds(ctx: ServiceContext, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return ctx.db.select().from(users).where(inArray(users.id, ids));
}

// --- Reporting ------------------------------------------------------------------------------

/** POST /agents/{id}/reports: what a signed-in user saw; rate-limited per user. */
export async function reportAgent(ctx: ServiceContext, user: UserRow, idOrRef: string, input: ReportInput) {
  const agent = await getAgentRow(ctx, idOrRef, user);
  if (await holdsAgent(ctx, agent, user)) throw new ApiError(400, MODERATION_ERROR_CODES.ownReport, MODERATION_MESSAGES.ownAgent);
  const version = input.version ?? null;
  if (version !== null) {
    const [found] = await ctx.handle.query<{ n: number }>(
      sql`SELECT 1 AS n FROM agent_versions WHERE agent_id = ${agent.id} AND version = ${version}`,
    );
    if (!found) throw badRequest(VERSION_NOT_FOUND, { version: VERSION_NOT_FOUND });
  }
  await hitRateLimit(ctx, `report:user:${user.id}`, ctx.config.rateLimits.reportPerUser);
  const id = crypto.randomUUID();
  await ctx.handle.query(sql`INSERT INTO reports (id, agent_id, version, reporter_id, reason, details, status, created_at)
    VALUES (${id}, ${agent.id}, ${version}, ${user.id}, ${input.reason}, ${input.details ?? ''}, 'open', ${ctx.clock.now().toISOString()})`);
  const ref = agentRef(agent.namespace, agent.slug);
  mail(ctx, user, 'report_received', `We received your report about ${ref}`, [
    `Thank you for reporting ${what(ref, version).toLowerCase()} (${REPORT_REASON_LABELS[input.reason as ReportReason]}).`,
    'The registry operators will review it. We will write again when they have decided.',
  ]);
  for (const operator of await operatorAccounts(ctx)) {
    mail(ctx, operator, 'report_filed', `New report: ${ref}`, [
      `${user.username} reported ${what(ref, version).toLowerCase()}: ${REPORT_REASON_LABELS[input.reason as ReportReason]}.`,
      input.details ? `Details: ${input.details}` : 'No details given.',
      `Review it at ${ctx.config.publicUrl}/admin/reports`,
    ]);
  }
  return { message: MODERATION_MESSAGES.reportSent, report: reportJson(await loadReport(ctx, id)) };
}

/** The accounts of the operators listed by email (those to mail about a new report). */
async function operatorAccounts(ctx: ServiceContext): Promise<UserRow[]> {
  const emails = ctx.config.operators.map((e) => e.trim().toLowerCase()).filter((e) => e.includes('@'));
  if (emails.length === 0) return [];
  return ctx.db.select().from(users).where(inArray(users.email, emails));
}

/** GET /admin/reports: newest first, open ones unless `status` says otherwise (at most 200). */
export async function listReports(ctx: ServiceContext, q: ReportListQuery) {
  const status = q.status ?? 'open';
  const where = status === 'all' ? sql`TRUE` : sql`r.status = ${status}`;
  const rows = await ctx.handle.query<ReportDbRow>(sql`${REPORT_SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 200`);
  const data = rows.map(reportJson);
  return { data, count: data.length };
}

/** POST /admin/reports/{id}/dismiss: no action; the reporter is told. */
export async function dismissReport(ctx: ServiceContext, operator: UserRow, id: string) {
  const report = await loadReport(ctx, id);
  await ctx.handle.query(sql`UPDATE reports SET status = 'dismissed', resolved_at = ${ctx.clock.now().toISOString()},
    resolved_by = ${operator.id} WHERE id = ${report.id}`);
  const [reporter] = await ctx.handle.query<{ id: string }>(sql`SELECT reporter_id AS id FROM reports WHERE id = ${report.id}`);
  const ref = agentRef(report.namespace, report.slug);
  for (const user of await usersByIds(ctx, reporter?.id ? [reporter.id] : [])) {
    mail(ctx, user, 'report_dismissed', `Your report about ${ref}`, [
      `The registry operators reviewed your report about ${what(ref, report.version).toLowerCase()} and took no action.`,
    ]);
  }
  return reportJson(await loadReport(ctx, report.id));
}

// --- Takedowns ------------------------------------------------------------------------------

/**
 * POST (reason given) and DELETE (reason null) /admin/agents/{id}/takedown: hides or restores the
 * agent, or one `version` of it. A hidden version is never the current one. Taking down resolves
 * the open reports it answers and mails their reporters; the owner is mailed either way.
 */
export async function setTakedown(
  ctx: ServiceContext,
  operator: UserRow,
  idOrRef: string,
  input: TakedownInput | { version?: string; reason: null },
) {
  const key = agentKey(idOrRef);
  const reason = input.reason;
  const version = input.version ?? null;
  const now = ctx.clock.now().toISOString();
  const { row, reporterIds } = await ctx.db.transaction(async (tx) => {
    const owned = await repo.findOwnership(ctx.handle, key, { tx, lock: true });
    if (!owned) throw notFound(INLINE_MESSAGES.agentNotFound);
    if (version === null) {
      if (reason === null && !owned.taken_down_at) throw new ApiError(409, 'conflict', MODERATION_MESSAGES.notTakenDown);
      await tx.execute(sql`UPDATE agents SET taken_down_at = ${reason === null ? null : now}::timestamptz, takedown_reason = ${reason},
        updated_at = ${now} WHERE id = ${owned.id}`);
    } else {
      const [v] = await txRows<{ taken_down_at: Date | null }>(
        tx,
        sql`SELECT taken_down_at FROM agent_versions WHERE agent_id = ${owned.id} AND version = ${version}`,
      );
      if (!v) throw notFound(VERSION_NOT_FOUND);
      if (reason === null && !v.taken_down_at) throw new ApiError(409, 'conflict', MODERATION_MESSAGES.notTakenDown);
      await tx.execute(sql`UPDATE agent_versions SET taken_down_at = ${reason === null ? null : now}::timestamptz,
        takedown_reason = ${reason} WHERE agent_id = ${owned.id} AND version = ${version}`);
    }
    // The current version moves off a hidden one (and back when it is restored).
    const row = await refreshCurrentVersion(tx, owned.id, now);
    let reporterIds: string[] = [];
    if (reason !== null) {
      const answered = version === null ? sql`TRUE` : sql`(version = ${version} OR version IS NULL)`;
      const resolved = await txRows<{ reporter_id: string | null }>(
        tx,
        sql`UPDATE reports SET status = 'actioned', resolved_at = ${now}, resolved_by = ${operator.id}
          WHERE agent_id = ${owned.id} AND status = 'open' AND ${answered} RETURNING reporter_id`,
      );
      reporterIds = [...new Set(resolved.map((r) => r.reporter_id).filter((id): id is string => id !== null))];
    }
    return { row, reporterIds };
  });
  forgetAgent(ctx, row);

  const ref = agentRef(row.namespace, row.slug);
  const subject = what(ref, version);
  // A personal agent's owner; an organisation's agent: the organisation's owners.
  const ownerIds = row.owner_id
    ? [row.owner_id]
    : (
        await ctx.handle.query<{ user_id: string }>(sql`SELECT user_id FROM org_members WHERE org_id = ${row.org_id} AND role = 'owner'`)
      ).map((m) => m.user_id);
  for (const owner of await usersByIds(ctx, ownerIds)) {
    mail(
      ctx,
      owner,
      reason === null ? 'takedown_restored' : 'takedown',
      reason === null ? `${subject} is available again` : `${subject} was taken down`,
      reason === null
        ? [`The registry operators restored ${subject.toLowerCase()}. It is listed and downloadable again.`]
        : [
            `The registry operators took down ${subject.toLowerCase()}. It is hidden from lists and search, and downloads answer with this reason:`,
            '',
            `    ${reason}`,
            '',
            'You can still see it while signed in. Reply to this mail if you believe this is a mistake.',
          ],
    );
  }
  if (reason !== null) {
    for (const reporter of await usersByIds(ctx, reporterIds)) {
      mail(ctx, reporter, 'report_actioned', `Your report about ${ref}`, [
        `Thank you. The registry operators took down ${subject.toLowerCase()} after your report.`,
      ]);
    }
  }
  const state = version === null ? takedownJson(row) : await versionTakedown(ctx, row.id, version);
  return {
    message: reason === null ? MODERATION_MESSAGES.restored(subject) : MODERATION_MESSAGES.takenDown(subject),
    agent: agentJson(row),
    version,
    takedown: state,
  };
}

async function versionTakedown(ctx: ServiceContext, agentId: string, version: string) {
  const [v] = await ctx.handle.query<{ taken_down_at: Date | null; takedown_reason: string | null }>(
    sql`SELECT taken_down_at, takedown_reason FROM agent_versions WHERE agent_id = ${agentId} AND version = ${version}`,
  );
  return v ? takedownJson(v) : null;
}
