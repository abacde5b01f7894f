import * as orgs from '../services/orgs.js';
import { callerOf, servicesOf, viewerOf, type ContractHandlers } from './common.js';
import type { orgRoutes } from './orgs.routes.js';

export const orgHandlers: ContractHandlers<typeof orgRoutes> = {
  createOrg: async (c) => c.json(await orgs.createOrg(servicesOf(c), callerOf(c), c.req.valid('json')), 201),
  myOrgs: async (c) => c.json(await orgs.myOrgs(servicesOf(c), callerOf(c)), 200),
  myInvitations: async (c) => c.json(await orgs.myInvitations(servicesOf(c), callerOf(c)), 200),
  acceptInvitation: async (c) => c.json(await orgs.acceptInvitation(servicesOf(c), callerOf(c), c.req.valid('param').id), 200),
  getOrg: async (c) => c.json(await orgs.getOrg(servicesOf(c), c.req.valid('param').name, viewerOf(c)), 200),
  updateOrg: async (c) => c.json(await orgs.updateOrg(servicesOf(c), callerOf(c), c.req.valid('param').name, c.req.valid('json')), 200),
  orgMembers: async (c) => c.json(await orgs.listMembers(servicesOf(c), callerOf(c), c.req.valid('param').name), 200),
  inviteMember: async (c) => c.json(await orgs.invite(servicesOf(c), callerOf(c), c.req.valid('param').name, c.req.valid('json')), 201),
  setMemberRole: async (c) => {
    const { name, username } = c.req.valid('param');
    return c.json(await orgs.setMemberRole(servicesOf(c), callerOf(c), name, username, c.req.valid('json').role), 200);
  },
  removeMember: async (c) => {
    const { name, username } = c.req.valid('param');
    return c.json(await orgs.removeMember(servicesOf(c), callerOf(c), name, username), 200);
  },
  namespacePage: async (c) => c.json(await orgs.namespacePage(servicesOf(c), c.req.valid('param').name), 200),
  transferAgent: async (c) =>
    c.json(await orgs.transferAgent(servicesOf(c), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
};
