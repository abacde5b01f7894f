// Organisations, their members and invitations, the public page of a namespace (a user's or an
// organisation's), and moving an agent between namespaces.
import * as z from 'zod/mini';
import { MessageResponseSchema, requiredText, route, signedInRoute, text, webAddress, type ApiRoute } from './common';
import { BIO_MAX_LENGTH } from './constants';
import { AgentSchema } from './entities';
import { VALIDATION_MESSAGES as M } from './messages';
import { NAMESPACE_MAX_LENGTH } from './namespaces';
import { NamespaceNameSchema } from './users';

/** `owner`: manages members and settings, deletes and transfers agents; `maintainer`: publishes, yanks, deprecates, edits. */
export const ORG_ROLES = ['owner', 'maintainer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** How long an invitation can be accepted. */
export const ORG_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ORG_DISPLAY_NAME_MAX_LENGTH = 100;

/** What the organisation calls answer, word for word. */
export const ORG_MESSAGES = {
  created: (name: string) => `Organisation ${name} created`,
  invited: (who: string) => `Invitation sent to ${who}`,
  accepted: (name: string) => `You joined ${name}`,
  roleChanged: (username: string, role: string) => `${username} is now ${role === 'owner' ? 'an owner' : 'a maintainer'}`,
  removed: (username: string) => `${username} removed`,
  transferred: (ref: string) => `Agent moved to ${ref}`,
  orgNotFound: 'Organisation not found',
  namespaceNotFound: 'Namespace not found',
  memberNotFound: 'Member not found',
  userNotFound: 'No user with this username or email',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired',
  invitationNotYours: 'This invitation was sent to another email address',
  alreadyMember: 'Already a member of this organisation',
  ownersOnly: 'Only an owner of the organisation can do this',
  lastOwner: 'An organisation needs at least one owner',
  transferForbidden: 'You can move an agent only into your own namespace or an organisation you belong to',
  sameNamespace: 'The agent is already in this namespace',
} as const;

/** An organisation; `role` is the caller's, when they belong to it. */
export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  bio: z.string(),
  avatar_url: z.string(),
  created_at: z.nullable(z.string()),
  role: z.nullable(z.enum(ORG_ROLES)),
  members_count: z.number(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

const displayName = z.optional(
  text(z.trim(), z.maxLength(ORG_DISPLAY_NAME_MAX_LENGTH, `At most ${ORG_DISPLAY_NAME_MAX_LENGTH} characters`)),
);

/** POST /orgs */
export const OrgCreateSchema = z.strictObject({
  name: NamespaceNameSchema,
  display_name: displayName,
  bio: z.optional(text(z.maxLength(BIO_MAX_LENGTH, M.bioTooLong))),
});
export type OrgCreate = z.output<typeof OrgCreateSchema>;
export type OrgCreateInput = z.input<typeof OrgCreateSchema>;

/** PUT /orgs/{name}: the settings (owners). */
export const OrgUpdateSchema = z.strictObject({
  display_name: displayName,
  bio: z.optional(text(z.maxLength(BIO_MAX_LENGTH, M.bioTooLong))),
  avatar_url: z.optional(text(z.trim(), webAddress(M.invalidUrl, { blank: true }))),
});
export type OrgUpdate = z.output<typeof OrgUpdateSchema>;

export const OrgMemberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  full_name: z.string(),
  avatar_url: z.string(),
  role: z.enum(ORG_ROLES),
  joined_at: z.nullable(z.string()),
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;

export const OrgInvitationSchema = z.object({
  id: z.string(),
  org: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  invited_by: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  expires_at: z.string(),
});
export type OrgInvitation = z.infer<typeof OrgInvitationSchema>;

/** GET /orgs/{name}/members (members): the members, owners first, and the invitations not yet accepted. */
export const OrgMembersResponseSchema = z.object({ data: z.array(OrgMemberSchema), invitations: z.array(OrgInvitationSchema) });
export type OrgMembersResponse = z.infer<typeof OrgMembersResponseSchema>;

/** POST /orgs/{name}/invitations: a username or an email, and the role they will have. */
export const OrgInviteSchema = z.strictObject({
  invitee: requiredText(z.maxLength(254)),
  role: z._default(z.enum(ORG_ROLES), 'maintainer'),
});
export type OrgInvite = z.output<typeof OrgInviteSchema>;
export type OrgInviteInput = z.input<typeof OrgInviteSchema>;

export const OrgInviteResponseSchema = z.object({ message: z.string(), invitation: OrgInvitationSchema });
export type OrgInviteResponse = z.infer<typeof OrgInviteResponseSchema>;

/** PUT /orgs/{name}/members/{username} */
export const OrgRoleUpdateSchema = z.strictObject({ role: z.enum(ORG_ROLES) });
export type OrgRoleUpdate = z.output<typeof OrgRoleUpdateSchema>;

export const OrgListResponseSchema = z.object({ data: z.array(OrganizationSchema) });
export type OrgListResponse = z.infer<typeof OrgListResponseSchema>;

export const OrgInvitationListResponseSchema = z.object({ data: z.array(OrgInvitationSchema) });
export type OrgInvitationListResponse = z.infer<typeof OrgInvitationListResponseSchema>;

export const OrgMemberResponseSchema = z.object({ message: z.string(), member: OrgMemberSchema });
export type OrgMemberResponse = z.infer<typeof OrgMemberResponseSchema>;

const nameParam = text(z.trim(), z.toLowerCase(), z.minLength(1, M.fieldRequired), z.maxLength(NAMESPACE_MAX_LENGTH + 20));
export const OrgParamsSchema = z.strictObject({ name: nameParam });
export const OrgMemberParamsSchema = z.strictObject({ name: nameParam, username: nameParam });
export const InvitationParamsSchema = z.strictObject({ id: text(z.trim(), z.minLength(1, M.fieldRequired), z.maxLength(64)) });

/** POST /agents/{id}/transfer: the namespace to move the agent into. */
export const AgentTransferSchema = z.strictObject({ namespace: nameParam });
export type AgentTransfer = z.output<typeof AgentTransferSchema>;

export const AgentTransferResponseSchema = z.object({ message: z.string(), agent: AgentSchema, previous: z.string() });
export type AgentTransferResponse = z.infer<typeof AgentTransferResponseSchema>;

/**
 * GET /namespaces/{name}: the public page of a user or an organisation. A user without a public
 * profile shows only the name and public agents (no full name, avatar or bio).
 */
export const NamespacePageSchema = z.object({
  kind: z.enum(['user', 'org']),
  name: z.string(),
  display_name: z.string(),
  bio: z.string(),
  avatar_url: z.string(),
  public_profile: z.boolean(),
  /** The old name asked for, when the namespace was since renamed. */
  renamed_from: z.nullable(z.string()),
  agents: z.array(AgentSchema),
  total_downloads: z.number(),
});
export type NamespacePage = z.infer<typeof NamespacePageSchema>;

/** The organisation calls, the namespace page and the transfer. */
export const ORG_ROUTES = {
  createOrg: signedInRoute('POST /orgs', OrganizationSchema, { body: OrgCreateSchema }),
  myOrgs: signedInRoute('GET /orgs/mine', OrgListResponseSchema),
  myInvitations: signedInRoute('GET /orgs/invitations', OrgInvitationListResponseSchema),
  acceptInvitation: signedInRoute('POST /orgs/invitations/{id}/accept', OrgMemberResponseSchema, { params: InvitationParamsSchema }),
  getOrg: route('GET /orgs/{name}', OrganizationSchema, { params: OrgParamsSchema }),
  updateOrg: signedInRoute('PUT /orgs/{name}', OrganizationSchema, { params: OrgParamsSchema, body: OrgUpdateSchema }),
  orgMembers: signedInRoute('GET /orgs/{name}/members', OrgMembersResponseSchema, { params: OrgParamsSchema }),
  inviteMember: signedInRoute('POST /orgs/{name}/invitations', OrgInviteResponseSchema, { params: OrgParamsSchema, body: OrgInviteSchema }),
  setMemberRole: signedInRoute('PUT /orgs/{name}/members/{username}', OrgMemberResponseSchema, {
    params: OrgMemberParamsSchema,
    body: OrgRoleUpdateSchema,
  }),
  removeMember: signedInRoute('DELETE /orgs/{name}/members/{username}', MessageResponseSchema, { params: OrgMemberParamsSchema }),
  namespacePage: route('GET /namespaces/{name}', NamespacePageSchema, { params: OrgParamsSchema }),
  transferAgent: signedInRoute('POST /agents/{id}/transfer', AgentTransferResponseSchema, { body: AgentTransferSchema }),
} as const satisfies Record<string, ApiRoute>;
