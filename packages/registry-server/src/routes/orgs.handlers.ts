import * as orgs from '../services/orgs.js';
import { callerOf, servicesOf, viewerOf, type RouteHandlers } from './common.js';
import type { orgRoutes } from './orgs.routes.js';

export const orgHandlers: RouteHandlers<typeof orgRoutes> = {
  create: async (c) => c.json(await orgs.createOrg(servicesOf(c), callerOf(c), c.req.valid('json')), 201),
  mine: async (c) => c.json(await orgs.myOrgs(servicesOf(c), callerOf(c)), 200),
  invitations: async (c) => c.json(await orgs.myInvitations(servicesOf(c), callerOf(c)), 200),
  accept: async (c) => c.json(await orgs.acceptInvitation(servicesOf(c), callerOf(c), c.req.valid('param').id), 200),
  get: async (c) => c.json(await orgs.getOrg(servicesOf(c), c.req.valid('param').name, viewerOf(c)), 200),
  update: async (c) => c.json(await orgs.updateOrg(servicesOf(c), callerOf(c), c.req.valid('param').name, c.req.valid('json')), 200),
  members: async (c) => c.json(await orgs.listMembers(servicesOf(c), callerOf(c), c.req.valid('param').name), 200),
  invite: async (c) => c.json(await orgs.invite(servicesOf(c), callerOf(c), c.req.valid('param').name, c.req.valid('json')), 201),
  setRole: async (c) => {
    const { name, username } = c.req.valid('param');
    return c.json(await orgs.setMemberRole(servicesOf(c), callerOf(c), name, username, c.req.valid('json').role), 200);
  },
  remove: async (c) => {
    const { name, username } = c.req.valid('param');
    return c.json(await orgs.removeMember(servicesOf(c), callerOf(c), name, username), 200);
  },
  page: async (c) => c.json(await orgs.namespacePage(servicesOf(c), c.req.valid('param').name), 200),
  transfer: async (c) => c.json(await orgs.transferAgent(servicesOf(c), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
};
