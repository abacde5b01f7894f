import * as contract from '@agent-registry/api-client/contract';
import { access, created, ID_OR_REF, jsonContent, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Trust and safety');

/** Reporting a taken-down agent answers 451, as its reads do. */
const report = created('{message, report}', 400, 401, 404, 429);
const reported = {
  ...report,
  errors: { ...report.errors, 451: jsonContent(contract.ErrorResponseSchema, 'Taken down: `message` is the public reason') },
};

/** Reports (signed-in users), takedowns and the reports queue (operators), and leaving. */
export const moderationRoutes = {
  reportAgent: route(access.session, reported, {
    summary: 'Report an agent, or one `version` of it, to the operators',
    description:
      `A reason of ${contract.REPORT_REASONS.map((r) => `\`${r}\``).join(', ')} and optional details. Rate-limited per user ` +
      '(429). Your own agent cannot be reported (400 `own_agent`). The reporter is mailed a receipt and the operators ' +
      `listed by email are told. ${ID_OR_REF}`,
  }),

  listReports: route(access.operator, ok('{data, count}', 400, 401, 403), {
    summary: 'The reports, newest first (operators only)',
    description: "`status`: `open` (default), `actioned`, `dismissed` or `all`. Each report carries its target's current takedown.",
  }),

  dismissReport: route(access.operator, ok('The report, now dismissed', 401, 403, 404), {
    summary: 'Dismiss a report without action (operators only); the reporter is told',
  }),

  takeDown: route(access.operator, ok('{message, agent, version, takedown}', 400, 401, 403, 404), {
    summary: 'Take an agent, or one `version`, down with a public reason (operators only)',
    description:
      'It leaves every list, search, suggestion and facet (operators still see it); reads and downloads answer 451 with ' +
      'the reason, except that the owner and operators can still read it. A hidden version is never the current one. Open ' +
      `reports it answers become \`actioned\`; the owner and those reporters are mailed. ${ID_OR_REF}`,
  }),

  restore: route(access.operator, ok('{message, agent, version, takedown: null}', 401, 403, 404, 409), {
    summary: 'Restore a taken-down agent, or `?version=` (operators only); the owner is mailed',
  }),

  accountDeletion: route(access.session, ok('The preview', 401), {
    summary: 'What deleting your account would do',
    description:
      'How many agents you own, the organisations they may move to (`transfer_targets`: you own them and another owner ' +
      'stays), those that refuse the deletion while you are their last owner and others remain (`blocking_organizations`), ' +
      'and those deleted with you because you are their only member (`organizations_deleted`).',
  }),

  deleteAccount: route(
    access.recentSession,
    ok('{message, agents_deleted, agents_transferred, organizations_deleted}', 400, 401, 403, 409),
    {
      summary: 'Delete your account and everything it holds',
      description:
        'Needs a password proof from the last 10 minutes (403 `reauthentication_required`) and `username` typed as a ' +
        "confirmation. Your agents move to `transfer_agents_to` (one of the preview's `transfer_targets`; their old " +
        '`owner/name` keeps resolving) or are deleted; organisations where you are the only member are deleted with their ' +
        "agents; an organisation's agents otherwise stay its own. Sessions, tokens and codes are deleted at once; the user " +
        'is mailed. Refused (409 `last_owner`) while you are the last owner of an organisation with other members.',
    },
  ),
} satisfies ServerRoutes;
