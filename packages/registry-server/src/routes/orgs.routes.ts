import * as contract from '@agent-registry/api-client/contract';
import { access, created, ID_OR_REF, jsonBody, ok, routesTagged } from './common.js';

const route = routesTagged('Organisations');

const PROOF = 'Needs a password proof from the last 10 minutes (403 `reauthentication_required`).';

/**
 * Organisations, their members and invitations, namespace pages and agent transfers. Literal
 * paths (`/orgs/mine`, `/orgs/invitations`) come before `/orgs/{name}`; both are reserved names.
 */
export const orgRoutes = {
  create: route.post('/orgs', access.session, {
    summary: 'Create an organisation; you are its first owner',
    description:
      'The name follows the namespace rule (2-39 lowercase letters, digits and single hyphens), is not reserved, and is ' +
      'free: no user or organisation holds it or a look-alike of it (409).',
    request: { body: jsonBody(contract.OrgCreateSchema) },
    responses: created(contract.OrganizationSchema, 'The organisation', 400, 401, 409),
  }),

  mine: route.get('/orgs/mine', access.session, {
    summary: 'The organisations you belong to, with your role',
    responses: ok(contract.OrgListResponseSchema, '{data}', 401),
  }),

  invitations: route.get('/orgs/invitations', access.session, {
    summary: 'Invitations waiting for your email address',
    responses: ok(contract.OrgInvitationListResponseSchema, '{data}', 401),
  }),

  accept: route.post('/orgs/invitations/{id}/accept', access.recentSession, {
    summary: 'Accept an invitation sent to your email address',
    description: `${PROOF} Someone else's invitation is a 403, an expired one a 400.`,
    request: { params: contract.InvitationParamsSchema },
    responses: ok(contract.OrgMemberResponseSchema, '{message, member}', 400, 401, 403, 404, 409),
  }),

  get: route.get('/orgs/{name}', access.maybeSession, {
    summary: 'An organisation (with your role when you belong to it)',
    request: { params: contract.OrgParamsSchema },
    responses: ok(contract.OrganizationSchema, 'The organisation', 404),
  }),

  update: route.put('/orgs/{name}', access.session, {
    summary: "Change an organisation's display name, bio or avatar (owners)",
    request: { params: contract.OrgParamsSchema, body: jsonBody(contract.OrgUpdateSchema) },
    responses: ok(contract.OrganizationSchema, 'The organisation', 400, 401, 403, 404),
  }),

  members: route.get('/orgs/{name}/members', access.session, {
    summary: 'Members (owners first) and pending invitations (members only)',
    request: { params: contract.OrgParamsSchema },
    responses: ok(contract.OrgMembersResponseSchema, '{data, invitations}', 401, 403, 404),
  }),

  invite: route.post('/orgs/{name}/invitations', access.recentSession, {
    summary: 'Invite someone by username or email (owners); the invitation is mailed',
    description: `${PROOF} Role \`owner\` or \`maintainer\` (the default). An unknown username is a 404; an email needs no account yet.`,
    request: { params: contract.OrgParamsSchema, body: jsonBody(contract.OrgInviteSchema) },
    responses: created(contract.OrgInviteResponseSchema, '{message, invitation}', 400, 401, 403, 404, 409),
  }),

  setRole: route.put('/orgs/{name}/members/{username}', access.recentSession, {
    summary: "Change a member's role (owners)",
    description: `${PROOF} The last owner cannot be made a maintainer (409).`,
    request: { params: contract.OrgMemberParamsSchema, body: jsonBody(contract.OrgRoleUpdateSchema) },
    responses: ok(contract.OrgMemberResponseSchema, '{message, member}', 400, 401, 403, 404, 409),
  }),

  remove: route.delete('/orgs/{name}/members/{username}', access.recentSession, {
    summary: 'Remove a member (owners), or leave',
    description: `${PROOF} The last owner cannot leave (409).`,
    request: { params: contract.OrgMemberParamsSchema },
    responses: ok(contract.MessageResponseSchema, '{message}', 401, 403, 404, 409),
  }),

  page: route.get('/namespaces/{name}', access.anyone, {
    summary: "A user's or an organisation's public page: profile and public agents",
    description:
      'A user without a public profile shows only the name and the public agents. An old name whose agents moved ' +
      'answers the current namespace with `renamed_from`.',
    request: { params: contract.OrgParamsSchema },
    responses: ok(contract.NamespacePageSchema, 'The page', 404),
  }),

  transfer: route.post('/agents/{id}/transfer', access.agentWrite, {
    summary: 'Move an agent into your namespace or an organisation you belong to',
    description: `${ID_OR_REF} Its owner (an organisation's owner) may move it; the old \`owner/name\` keeps resolving.`,
    request: { params: contract.IdParamsSchema, body: jsonBody(contract.AgentTransferSchema) },
    responses: ok(contract.AgentTransferResponseSchema, '{message, agent, previous}', 400, 401, 403, 404, 409),
  }),
};
