// Organisations (the server's orgs and namespaces services): the /orgs routes, GET
// /namespaces/{name} and POST /agents/{id}/transfer, answered with the server's shapes and words.
// Members are kept by user id; a user's namespace is their username (usernameFromEmail). The
// simulated backend sends no invitation mail: an invitation shows in GET /orgs/invitations of the
// invited account.
import {
  AGENT_API_MESSAGES,
  AgentTransferSchema,
  ERROR_CODES,
  INLINE_MESSAGES,
  NAMESPACE_MESSAGES,
  ORG_INVITATION_TTL_MS,
  ORG_MESSAGES,
  OrgCreateSchema,
  OrgInviteSchema,
  OrgRoleUpdateSchema,
  OrgUpdateSchema,
  PUBLISH_MESSAGES,
  namespaceSkeleton,
  usernameFromEmail,
  type NamespacePage,
  type OrgInvitation,
  type OrgMember,
  type Organization,
} from '../../contract';
import { created, fail, isAnswer, ok, parse, randomUuid, type Answer, type Handler, type RouteRequest } from '../answers';
import { authenticate, save as saveChange, staleProof, viewerOf, type SimulatedContext } from '../context';
import { orgRoleIn, type SimulatedInvitation, type SimulatedOrg } from '../orgs';
import { catalogue, findAgent } from '../publishing';
import type { SimulatedState, SimulatedUser } from '../store';
import type { RouteHandlers } from './table';

const usernameOf = (user: SimulatedUser) => usernameFromEmail(user.email);

export function orgRoutes(ctx: SimulatedContext) {
  const save = (state: SimulatedState, answer: Answer) => saveChange(ctx, state, answer);
  const orgNotFound = () => fail(404, ERROR_CODES.notFound, ORG_MESSAGES.orgNotFound);
  const ownersOnly = () => fail(403, ERROR_CODES.forbidden, ORG_MESSAGES.ownersOnly);
  const conflict = (message: string) => fail(409, ERROR_CODES.conflict, message);

  const usersById = (state: SimulatedState) => new Map(Object.values(state.users).map((u) => [u.id, u]));

  function orgJson(state: SimulatedState, org: SimulatedOrg, viewer: SimulatedUser | null): Organization {
    return {
      id: org.id,
      name: org.name,
      display_name: org.display_name,
      bio: org.bio,
      avatar_url: org.avatar_url,
      created_at: org.created_at,
      role: (viewer && org.members[viewer.id]?.role) || null,
      members_count: Object.keys(org.members).filter((id) => usersById(state).has(id)).length,
    };
  }

  function membersOf(state: SimulatedState, org: SimulatedOrg): OrgMember[] {
    const users = usersById(state);
    return Object.entries(org.members)
      .flatMap(([id, m]) => {
        const user = users.get(id);
        return user
          ? [
              {
                user_id: id,
                username: usernameOf(user),
                full_name: user.name,
                avatar_url: user.profile.avatar_url ?? '',
                role: m.role,
                joined_at: m.joined_at,
              },
            ]
          : [];
      })
      .sort((a, b) => (a.role === b.role ? a.username.localeCompare(b.username) : a.role === 'owner' ? -1 : 1));
  }

  function invitationJson(state: SimulatedState, inv: SimulatedInvitation): OrgInvitation {
    const inviter = usersById(state).get(inv.invited_by);
    return {
      id: inv.id,
      org: inv.org,
      email: inv.email,
      role: inv.role,
      invited_by: inviter ? usernameOf(inviter) : null,
      created_at: inv.created_at,
      expires_at: inv.expires_at,
    };
  }

  const pending = (state: SimulatedState, keep: (inv: SimulatedInvitation) => boolean) =>
    Object.values(state.org_invitations ?? {}).filter((inv) => !inv.accepted_at && Date.parse(inv.expires_at) > Date.now() && keep(inv));

  /** Who holds `name`: a user (by username) or an organisation. */
  function holderOf(state: SimulatedState, name: string): { user: SimulatedUser } | { org: SimulatedOrg } | null {
    const org = state.orgs?.[name];
    if (org) return { org };
    const user = Object.values(state.users).find((u) => usernameOf(u) === name);
    return user ? { user } : null;
  }

  /** The 409 for a name held by someone (or too like a held name), else null. */
  function takenProblem(state: SimulatedState, name: string): Answer | null {
    const names = [...Object.keys(state.orgs ?? {}), ...Object.values(state.users).map(usernameOf)];
    const skeleton = namespaceSkeleton(name);
    const same = names.find((held) => held === name);
    const like = names.find((held) => namespaceSkeleton(held) === skeleton);
    const message = same ? NAMESPACE_MESSAGES.taken : like ? NAMESPACE_MESSAGES.confusable : null;
    return message ? fail(409, ERROR_CODES.conflict, message, { name: message }) : null;
  }

  /** A signed-in call: the 401, then the 403 for a stale proof when `proof`. */
  function caller(state: SimulatedState, request: RouteRequest, proof = false): SimulatedUser | Answer {
    const user = authenticate(ctx, state, request.token);
    if (isAnswer(user)) return user;
    return (proof && staleProof(state, request.token)) || user;
  }

  function createOrg(request: RouteRequest, state: SimulatedState): Answer {
    const user = caller(state, request);
    if (isAnswer(user)) return user;
    const input = parse(OrgCreateSchema, request.body);
    if ('answer' in input) return input.answer;
    const taken = takenProblem(state, input.data.name);
    if (taken) return taken;
    const now = new Date().toISOString();
    const org: SimulatedOrg = {
      id: randomUuid(),
      name: input.data.name,
      display_name: input.data.display_name ?? '',
      bio: input.data.bio ?? '',
      avatar_url: '',
      created_at: now,
      members: { [user.id]: { role: 'owner', joined_at: now } },
    };
    (state.orgs ??= {})[org.name] = org;
    return save(state, created(orgJson(state, org, user)));
  }

  function invite(org: SimulatedOrg, user: SimulatedUser, request: RouteRequest, state: SimulatedState): Answer {
    const input = parse(OrgInviteSchema, request.body);
    if ('answer' in input) return input.answer;
    const who = input.data.invitee.trim();
    let email: string;
    let invitee: SimulatedUser | undefined;
    if (who.includes('@')) {
      email = who.toLowerCase();
      invitee = state.users[email];
    } else {
      invitee = Object.values(state.users).find((u) => usernameOf(u) === who.toLowerCase());
      if (!invitee) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.userNotFound, { invitee: ORG_MESSAGES.userNotFound });
      email = invitee.email.toLowerCase();
    }
    if (invitee && org.members[invitee.id]) return conflict(ORG_MESSAGES.alreadyMember);
    const invitations = (state.org_invitations ??= {});
    // A new invitation to the same address replaces the pending one.
    for (const [id, inv] of Object.entries(invitations))
      if (inv.org === org.name && inv.email === email && !inv.accepted_at) delete invitations[id];
    const now = Date.now();
    const inv: SimulatedInvitation = {
      id: randomUuid(),
      org: org.name,
      email,
      role: input.data.role,
      invited_by: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ORG_INVITATION_TTL_MS).toISOString(),
      accepted_at: null,
    };
    invitations[inv.id] = inv;
    return save(state, created({ message: ORG_MESSAGES.invited(who), invitation: invitationJson(state, inv) }));
  }

  function accept(id: string, request: RouteRequest, state: SimulatedState): Answer {
    const user = caller(state, request, true);
    if (isAnswer(user)) return user;
    const inv = state.org_invitations?.[id];
    const org = inv && state.orgs?.[inv.org];
    if (!inv || !org || inv.accepted_at) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.invitationNotFound);
    if (inv.email !== user.email.toLowerCase()) return fail(403, ERROR_CODES.forbidden, ORG_MESSAGES.invitationNotYours);
    if (Date.parse(inv.expires_at) < Date.now()) return fail(400, 'invitation_expired', ORG_MESSAGES.invitationExpired);
    if (org.members[user.id]) return conflict(ORG_MESSAGES.alreadyMember);
    const now = new Date().toISOString();
    org.members[user.id] = { role: inv.role, joined_at: now };
    inv.accepted_at = now;
    const member = membersOf(state, org).find((m) => m.user_id === user.id)!;
    return save(state, ok({ message: ORG_MESSAGES.accepted(org.name), member }));
  }

  const owners = (org: SimulatedOrg) => Object.values(org.members).filter((m) => m.role === 'owner').length;

  function memberCall(org: SimulatedOrg, username: string, request: RouteRequest, state: SimulatedState): Answer {
    const user = caller(state, request, true);
    if (isAnswer(user)) return user;
    const role = org.members[user.id]?.role;
    const member = membersOf(state, org).find((m) => m.username === username.toLowerCase());
    if (request.method.toUpperCase() === 'PUT') {
      if (role !== 'owner') return ownersOnly();
      const input = parse(OrgRoleUpdateSchema, request.body);
      if ('answer' in input) return input.answer;
      if (!member) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.memberNotFound);
      if (member.role === 'owner' && input.data.role !== 'owner' && owners(org) <= 1) return conflict(ORG_MESSAGES.lastOwner);
      org.members[member.user_id]!.role = input.data.role;
      return save(
        state,
        ok({ message: ORG_MESSAGES.roleChanged(member.username, input.data.role), member: { ...member, role: input.data.role } }),
      );
    }
    if (!role) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.memberNotFound);
    if (role !== 'owner' && username.toLowerCase() !== usernameOf(user)) return ownersOnly();
    if (!member) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.memberNotFound);
    if (member.role === 'owner' && owners(org) <= 1) return conflict(ORG_MESSAGES.lastOwner);
    delete org.members[member.user_id];
    return save(state, ok({ message: ORG_MESSAGES.removed(member.username) }));
  }

  function namespacePage(name: string, state: SimulatedState): Answer {
    const holder = holderOf(state, name.toLowerCase());
    if (!holder) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.namespaceNotFound);
    const agents = catalogue(state, ctx.builtIn, null)
      .filter(
        (agent) => agent.namespace === ('org' in holder ? holder.org.name : usernameOf(holder.user)) && agent.visibility !== 'private',
      )
      .sort((a, b) => (b.download_count ?? 0) - (a.download_count ?? 0));
    const page: NamespacePage =
      'org' in holder
        ? {
            kind: 'org',
            name: holder.org.name,
            display_name: holder.org.display_name,
            bio: holder.org.bio,
            avatar_url: holder.org.avatar_url,
            public_profile: true,
            renamed_from: null,
            agents,
            total_downloads: 0,
          }
        : {
            kind: 'user',
            name: usernameOf(holder.user),
            display_name: holder.user.preferences.public_profile ? holder.user.name : '',
            bio: holder.user.preferences.public_profile ? (holder.user.profile.bio ?? '') : '',
            avatar_url: holder.user.preferences.public_profile ? (holder.user.profile.avatar_url ?? '') : '',
            public_profile: Boolean(holder.user.preferences.public_profile),
            renamed_from: null,
            agents,
            total_downloads: 0,
          };
    page.total_downloads = agents.reduce((sum, agent) => sum + (agent.download_count ?? 0), 0);
    return ok(page);
  }

  function transfer(ref: string, request: RouteRequest, state: SimulatedState): Answer {
    const user = caller(state, request);
    if (isAnswer(user)) return user;
    const input = parse(AgentTransferSchema, request.body);
    if ('answer' in input) return input.answer;
    const found = findAgent(state, ctx.builtIn, ref, user.id);
    const entry = found && !found.sample ? found : undefined;
    if (!entry) return fail(404, ERROR_CODES.notFound, INLINE_MESSAGES.agentNotFound);
    const agent = entry.agent;
    // Its owner moves it; in an organisation, an owner of the organisation.
    const orgRole = orgRoleIn(state, user, agent.namespace);
    const mayMove = orgRole ? orgRole === 'owner' : agent.owner_id === user.id && agent.namespace === usernameOf(user);
    if (!mayMove) return fail(403, ERROR_CODES.forbidden, AGENT_API_MESSAGES.ownAgentsOnly);
    const target = input.data.namespace;
    const holder = holderOf(state, target);
    if (!holder) return fail(404, ERROR_CODES.notFound, ORG_MESSAGES.namespaceNotFound);
    if (target === agent.namespace) return fail(400, ERROR_CODES.validation, ORG_MESSAGES.sameNamespace);
    const allowed = 'user' in holder ? holder.user.id === user.id : Boolean(holder.org.members[user.id]);
    if (!allowed) return fail(403, ERROR_CODES.forbidden, ORG_MESSAGES.transferForbidden);
    const previous = `${agent.namespace}/${agent.slug}`;
    const next = `${target}/${agent.slug}`;
    if (catalogue(state, ctx.builtIn, user.id).some((a) => `${a.namespace}/${a.slug}` === next)) {
      return fail(409, ERROR_CODES.conflict, PUBLISH_MESSAGES.nameTaken(next));
    }
    agent.namespace = target;
    // An organisation's agent is no one user's: its members change it by their role.
    agent.owner_id = 'user' in holder ? holder.user.id : null;
    agent.updated_at = new Date().toISOString();
    // The old 'owner/name' keeps leading to the agent.
    (state.agent_aliases ??= {})[previous.toLowerCase()] = agent.id;
    return save(state, ok({ message: ORG_MESSAGES.transferred(next), agent, previous }));
  }

  /** A call on an organisation by name: the caller (with a recent proof when `proof`), then the 404. */
  const onOrg =
    (proof: boolean, handle: (org: SimulatedOrg, user: SimulatedUser, request: RouteRequest, state: SimulatedState) => Answer): Handler =>
    (request, state) => {
      const user = caller(state, request, proof);
      if (isAnswer(user)) return user;
      const org = state.orgs?.[request.params.name!.toLowerCase()];
      return org ? handle(org, user, request, state) : orgNotFound();
    };

  return {
    createOrg: (request, state) => createOrg(request, state),

    myOrgs: (request, state) => {
      const user = caller(state, request);
      if (isAnswer(user)) return user;
      const data = Object.values(state.orgs ?? {})
        .filter((org) => org.members[user.id])
        .sort((x, y) => x.name.localeCompare(y.name))
        .map((org) => orgJson(state, org, user));
      return ok({ data });
    },

    myInvitations: (request, state) => {
      const user = caller(state, request);
      if (isAnswer(user)) return user;
      return ok({ data: pending(state, (inv) => inv.email === user.email.toLowerCase()).map((inv) => invitationJson(state, inv)) });
    },

    acceptInvitation: (request, state) => accept(request.params.id!, request, state),

    getOrg: ({ params, token }, state) => {
      const org = state.orgs?.[params.name!.toLowerCase()];
      return org ? ok(orgJson(state, org, viewerOf(state, token))) : orgNotFound();
    },

    updateOrg: onOrg(false, (org, user, request, state) => {
      if (org.members[user.id]?.role !== 'owner') return ownersOnly();
      const input = parse(OrgUpdateSchema, request.body);
      if ('answer' in input) return input.answer;
      const { display_name, bio, avatar_url } = input.data;
      if (display_name !== undefined) org.display_name = display_name;
      if (bio !== undefined) org.bio = bio;
      if (avatar_url !== undefined) org.avatar_url = avatar_url;
      return save(state, ok(orgJson(state, org, user)));
    }),

    orgMembers: onOrg(false, (org, user, _request, state) => {
      if (!org.members[user.id]) return fail(403, ERROR_CODES.forbidden, AGENT_API_MESSAGES.membersOnly);
      return ok({
        data: membersOf(state, org),
        invitations: pending(state, (inv) => inv.org === org.name).map((inv) => invitationJson(state, inv)),
      });
    }),

    inviteMember: onOrg(true, (org, user, request, state) => {
      if (org.members[user.id]?.role !== 'owner') return ownersOnly();
      return invite(org, user, request, state);
    }),

    setMemberRole: onOrg(true, (org, _user, request, state) => memberCall(org, request.params.username!, request, state)),
    removeMember: onOrg(true, (org, _user, request, state) => memberCall(org, request.params.username!, request, state)),

    namespacePage: ({ params }, state) => namespacePage(params.name!, state),

    transferAgent: (request, state) => transfer(request.params.id!, request, state),
  } satisfies RouteHandlers;
}
