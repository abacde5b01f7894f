// Organisations, their members and invitations, a namespace's public page, and moving an agent
// between namespaces. Their schemas load with their first call.
import type { MessageResponse } from '../contract/schemas';
import type {
  AgentTransferResponse,
  NamespacePage,
  OrgCreateInput,
  OrgInvitationListResponse,
  OrgInviteInput,
  OrgInviteResponse,
  OrgListResponse,
  OrgMemberResponse,
  OrgMembersResponse,
  OrgRole,
  OrgUpdate,
  Organization,
} from '../contract/orgs';
import type { Http } from '../transport/http';
import { callRoute } from './input';
import { once } from './lazy';
import { agentParams } from './paths';

type CallOptions = { signal?: AbortSignal | undefined };

export interface OrgsResource {
  /** POST /orgs: a new organisation, the caller its first owner. 409 when the name (or a look-alike) is taken. */
  create(input: OrgCreateInput, options?: CallOptions): Promise<Organization>;
  /** GET /orgs/{name}: the organisation, with the caller's `role` when they belong to it. */
  get(name: string, options?: CallOptions): Promise<Organization>;
  /** GET /orgs/mine: the organisations the caller belongs to, with their role. */
  mine(options?: CallOptions): Promise<OrgListResponse>;
  /** PUT /orgs/{name} (owners): display name, bio, avatar. */
  update(name: string, input: OrgUpdate, options?: CallOptions): Promise<Organization>;
  /** GET /orgs/{name}/members (members): members, owners first, and pending invitations. */
  members(name: string, options?: CallOptions): Promise<OrgMembersResponse>;
  /**
   * POST /orgs/{name}/invitations (owners): invite a username or an email, as `owner` or
   * `maintainer` (the default). Needs a recent password proof (403 `reauthentication_required`).
   */
  invite(name: string, input: OrgInviteInput, options?: CallOptions): Promise<OrgInviteResponse>;
  /** PUT /orgs/{name}/members/{username} (owners, recent proof): 409 for the last owner. */
  setRole(name: string, username: string, role: OrgRole, options?: CallOptions): Promise<OrgMemberResponse>;
  /** DELETE /orgs/{name}/members/{username} (owners, or a member leaving; recent proof). */
  removeMember(name: string, username: string, options?: CallOptions): Promise<MessageResponse>;
  /** GET /orgs/invitations: the invitations waiting for the caller's email address. */
  invitations(options?: CallOptions): Promise<OrgInvitationListResponse>;
  /** POST /orgs/invitations/{id}/accept (recent proof): 403 for someone else's, 400 when expired. */
  accept(id: string, options?: CallOptions): Promise<OrgMemberResponse>;
  /** GET /namespaces/{name}: a user's or an organisation's public page and its public agents. */
  namespacePage(name: string, options?: CallOptions): Promise<NamespacePage>;
  /** POST /agents/{id}/transfer: move the agent into `namespace`; `previous` is its old 'owner/name'. */
  transfer(id: string, namespace: string, options?: CallOptions): Promise<AgentTransferResponse>;
}

export function createOrgsResource(http: Http): OrgsResource {
  const routes = once(() => import('../contract/orgs').then((m) => m.ORG_ROUTES));
  const signal = (options?: CallOptions) => ({ signal: options?.signal });
  return {
    create: async (input, options) => callRoute(http, (await routes()).createOrg, { body: input, ...signal(options) }),
    get: async (name, options) => callRoute(http, (await routes()).getOrg, { params: { name }, ...signal(options) }),
    mine: async (options) => callRoute(http, (await routes()).myOrgs, signal(options)),
    update: async (name, input, options) =>
      callRoute(http, (await routes()).updateOrg, { params: { name }, body: input, ...signal(options) }),
    members: async (name, options) => callRoute(http, (await routes()).orgMembers, { params: { name }, ...signal(options) }),
    invite: async (name, input, options) =>
      callRoute(http, (await routes()).inviteMember, { params: { name }, body: input, ...signal(options) }),
    setRole: async (name, username, role, options) =>
      callRoute(http, (await routes()).setMemberRole, { params: { name, username }, body: { role }, ...signal(options) }),
    removeMember: async (name, username, options) =>
      callRoute(http, (await routes()).removeMember, { params: { name, username }, ...signal(options) }),
    invitations: async (options) => callRoute(http, (await routes()).myInvitations, signal(options)),
    accept: async (id, options) => callRoute(http, (await routes()).acceptInvitation, { params: { id }, ...signal(options) }),
    namespacePage: async (name, options) => callRoute(http, (await routes()).namespacePage, { params: { name }, ...signal(options) }),
    transfer: async (id, namespace, options) =>
      callRoute(http, (await routes()).transferAgent, { params: agentParams(id), body: { namespace }, ...signal(options) }),
  };
}
