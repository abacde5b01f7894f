// Reports, the operators' calls and leaving the registry (the server's moderation and account
// services). The simulated backend has no operators (OPERATORS is a server setting): a report is
// checked and acknowledged, nothing reads it later, and every operator call is refused.
import {
  API_MESSAGES,
  DeleteAccountSchema,
  ERROR_CODES,
  MODERATION_ERROR_CODES,
  MODERATION_MESSAGES,
  ReportCreateSchema,
  usernameFromEmail,
} from '../../contract';
import { created, fail, ok, parse, type Answer, type Handler } from '../answers';
import { agentFor, agentNotFound, emailKey, signedIn, staleProof, type SimulatedContext } from '../context';
import type { RouteHandlers } from './table';

export function moderationRoutes(ctx: SimulatedContext) {
  /** The operators' calls: a session, then the 403, for nobody is an operator here. */
  const operatorOnly = (message: string = MODERATION_MESSAGES.operatorOnly): Handler =>
    signedIn(ctx, (): Answer => fail(403, MODERATION_ERROR_CODES.operatorRequired, message));

  return {
    reportAgent: signedIn(ctx, (user, { params, body, token }, state) => {
      const input = parse(ReportCreateSchema, body);
      if ('answer' in input) return input.answer;
      const entry = agentFor(ctx, state, params.id!, token);
      if (!entry) return agentNotFound();
      if (entry.agent.owner_id === user.id) return fail(400, MODERATION_ERROR_CODES.ownReport, MODERATION_MESSAGES.ownAgent);
      const agent = entry.agent;
      return created({
        message: MODERATION_MESSAGES.reportSent,
        report: {
          id: ctx.secrets.apiToken().slice(0, 32),
          agent_id: agent.id,
          agent_ref: agent.namespace && agent.slug ? `${agent.namespace}/${agent.slug}` : agent.id,
          agent_name: agent.name,
          version: input.data.version ?? null,
          reason: input.data.reason,
          details: input.data.details ?? '',
          status: 'open',
          reporter: usernameFromEmail(user.email),
          created_at: new Date().toISOString(),
          resolved_at: null,
          takedown: null,
        },
      });
    }),

    listReports: operatorOnly(),
    dismissReport: operatorOnly(),
    takeDown: operatorOnly(),
    restore: operatorOnly(),

    // Leaving: what it would do (nothing to move the agents to, nothing that refuses), then the
    // account, its sessions, codes and agents, after a recent proof.
    accountDeletion: signedIn(ctx, (user, _request, state) =>
      ok({
        agents: Object.values(state.agents).filter((entry) => entry.agent.owner_id === user.id).length,
        transfer_targets: [],
        blocking_organizations: [],
        organizations_deleted: [],
      }),
    ),

    // As the server checks it: the demo account, then the password proof, then the body.
    deleteAccount: signedIn(ctx, (user, { body, token }, state) => {
      if (user.id === 'demo-user') return fail(403, ERROR_CODES.demoReadOnly, API_MESSAGES.demoReadOnly);
      const stale = staleProof(state, token);
      if (stale) return stale;
      const input = parse(DeleteAccountSchema, body);
      if ('answer' in input) return input.answer;
      if (input.data.username.toLowerCase() !== usernameFromEmail(user.email)) {
        return fail(400, ERROR_CODES.validation, MODERATION_MESSAGES.usernameMismatch, { username: MODERATION_MESSAGES.usernameMismatch });
      }
      if (input.data.transfer_agents_to) {
        return fail(400, ERROR_CODES.validation, MODERATION_MESSAGES.transferTargetInvalid, {
          transfer_agents_to: MODERATION_MESSAGES.transferTargetInvalid,
        });
      }
      const agents = Object.values(state.agents).filter((entry) => entry.agent.owner_id === user.id);
      for (const entry of agents) delete state.agents[entry.agent.id];
      const email = emailKey(user.email);
      for (const [key, session] of Object.entries(state.sessions)) if (session.email === email) delete state.sessions[key];
      for (const key of Object.keys(state.codes)) if (key.endsWith(`:${email}`)) delete state.codes[key];
      delete state.users[email];
      ctx.store.write(state);
      return ok({
        message: MODERATION_MESSAGES.accountDeleted,
        agents_deleted: agents.length,
        agents_transferred: 0,
        organizations_deleted: [],
      });
    }),
  } satisfies RouteHandlers;
}
