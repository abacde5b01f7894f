// Organisations, their members and invitations, a namespace's public page, and moving an agent
// between namespaces (`api.orgs`). Their routes and schemas load with the first of these calls.
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
import { lazyRoutes, type CallOptions } from './input';
import { agentParams } from './paths';

export type OrgsResource = ReturnType<typeof createOrgsResource>;

const callOrgs = lazyRoutes(() => import('../contract/orgs').then((m) => m.ORG_ROUTES));

export function createOrgsResource(http: Http) {
  return {
    /** POST /orgs: a new organisation, the caller its first owner. 409 when the name (or a look-alike) is taken. */
    async create(input: OrgCreateInput, options?: CallOptions): Promise<Organization> {
      return callOrgs(http, (routes) => routes.createOrg, { body: input, signal: options?.signal });
    },

    /** GET /orgs/{name}: the organisation, with the caller's `role` when they belong to it. */
    async get(name: string, options?: CallOptions): Promise<Organization> {
      return callOrgs(http, (routes) => routes.getOrg, { params: { name }, signal: options?.signal });
    },

    /** GET /orgs/mine: the organisations the caller belongs to, with their role. */
    async mine(options?: CallOptions): Promise<OrgListResponse> {
      return callOrgs(http, (routes) => routes.myOrgs, { signal: options?.signal });
    },

    /** PUT /orgs/{name} (owners): display name, bio, avatar. */
    async update(name: string, input: OrgUpdate, options?: CallOptions): Promise<Organization> {
      return callOrgs(http, (routes) => routes.updateOrg, { params: { name }, body: input, signal: options?.signal });
    },

    /** GET /orgs/{name}/members (members): members, owners first, and pending invitations. */
    async members(name: string, options?: CallOptions): Promise<OrgMembersResponse> {
      return callOrgs(http, (routes) => routes.orgMembers, { params: { name }, signal: options?.signal });
    },

    /**
     * POST /orgs/{name}/invitations (owners): invite a username or an email, as `owner` or
     * `maintainer` (the default). Needs a recent password proof (403 `reauthentication_required`).
     */
    async invite(name: string, input: OrgInviteInput, options?: CallOptions): Promise<OrgInviteResponse> {
      return callOrgs(http, (routes) => routes.inviteMember, { params: { name }, body: input, signal: options?.signal });
    },

    /** PUT /orgs/{name}/members/{username} (owners, recent proof): 409 for the last owner. */
    async setRole(name: string, username: string, role: OrgRole, options?: CallOptions): Promise<OrgMemberResponse> {
      return callOrgs(http, (routes) => routes.setMemberRole, { params: { name, username }, body: { role }, signal: options?.signal });
    },

    /** DELETE /orgs/{name}/members/{username} (owners, or a member leaving; recent proof). */
    async removeMember(name: string, username: string, options?: CallOptions): Promise<MessageResponse> {
      return callOrgs(http, (routes) => routes.removeMember, { params: { name, username }, signal: options?.signal });
    },

    /** GET /orgs/invitations: the invitations waiting for the caller's email address. */
    async invitations(options?: CallOptions): Promise<OrgInvitationListResponse> {
      return callOrgs(http, (routes) => routes.myInvitations, { signal: options?.signal });
    },

    /** POST /orgs/invitations/{id}/accept (recent proof): 403 for someone else's, 400 when expired. */
    async accept(id: string, options?: CallOptions): Promise<OrgMemberResponse> {
      return callOrgs(http, (routes) => routes.acceptInvitation, { params: { id }, signal: options?.signal });
    },

    /** GET /namespaces/{name}: a user's or an organisation's public page and its public agents. */
    async namespacePage(name: string, options?: CallOptions): Promise<NamespacePage> {
      return callOrgs(http, (routes) => routes.namespacePage, { params: { name }, signal: options?.signal });
    },

    /** POST /agents/{id}/transfer: move the agent into `namespace`; `previous` is its old 'owner/name'. */
    async transfer(id: string, namespace: string, options?: CallOptions): Promise<AgentTransferResponse> {
      return callOrgs(http, (routes) => routes.transferAgent, { params: agentParams(id), body: { namespace }, signal: options?.signal });
    },
  };
}
