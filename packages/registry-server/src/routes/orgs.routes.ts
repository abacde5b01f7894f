import { NEEDS_PROOF, access, created, ID_OR_REF, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Organisations');

/**
 * Organisations, their members and invitations, namespace pages and agent transfers. Literal
 * paths (`/orgs/mine`, `/orgs/invitations`) come before `/orgs/{name}`; both are reserved names.
 */
export const orgRoutes = {
  createOrg: route(access.session, created('The organisation', 400, 401, 409), {
    summary: 'Create an organisation; you are its first owner',
    description:
      'The name follows the namespace rule (2-39 lowercase letters, digits and single hyphens), is not reserved, and is ' +
      'free: no user or organisation holds it or a look-alike of it (409).',
  }),

  myOrgs: route(access.session, ok('{data}', 401), { summary: 'The organisations you belong to, with your role' }),

  myInvitations: route(access.session, ok('{data}', 401), { summary: 'Invitations waiting for your email address' }),

  acceptInvitation: route(access.recentSession, ok('{message, member}', 400, 401, 403, 404, 409), {
    summary: 'Accept an invitation sent to your email address',
    description: `${NEEDS_PROOF} Someone else's invitation is a 403, an expired one a 400.`,
  }),

  getOrg: route(access.maybeSession, ok('The organisation', 404), { summary: 'An organisation (with your role when you belong to it)' }),

  updateOrg: route(access.session, ok('The organisation', 400, 401, 403, 404), {
    summary: "Change an organisation's display name, bio or avatar (owners)",
  }),

  orgMembers: route(access.session, ok('{data, invitations}', 401, 403, 404), {
    summary: 'Members (owners first) and pending invitations (members only)',
  }),

  inviteMember: route(access.recentSession, created('{message, invitation}', 400, 401, 403, 404, 409), {
    summary: 'Invite someone by username or email (owners); the invitation is mailed',
    description: `${NEEDS_PROOF} Role \`owner\` or \`maintainer\` (the default). An unknown username is a 404; an email needs no account yet.`,
  }),

  setMemberRole: route(access.recentSession, ok('{message, member}', 400, 401, 403, 404, 409), {
    summary: "Change a member's role (owners)",
    description: `${NEEDS_PROOF} The last owner cannot be made a maintainer (409).`,
  }),

  removeMember: route(access.recentSession, ok('{message}', 401, 403, 404, 409), {
    summary: 'Remove a member (owners), or leave',
    description: `${NEEDS_PROOF} The last owner cannot leave (409).`,
  }),

  namespacePage: route(access.anyone, ok('The page', 404), {
    summary: "A user's or an organisation's public page: profile and public agents",
    description:
      'A user without a public profile shows only the name and the public agents. An old name whose agents moved ' +
      'answers the current namespace with `renamed_from`.',
  }),

  transferAgent: route(access.agentWrite, ok('{message, agent, previous}', 400, 401, 403, 404, 409), {
    summary: 'Move an agent into your namespace or an organisation you belong to',
    description: `${ID_OR_REF} Its owner (an organisation's owner) may move it; the old \`owner/name\` keeps resolving.`,
  }),
} satisfies ServerRoutes;
