import * as engagement from '../services/engagement.js';
import type { engagementRoutes } from './engagement.routes.js';
import { callerOf, servicesOf, viewerOf, type ContractHandlers } from './common.js';

export const engagementHandlers: ContractHandlers<typeof engagementRoutes> = {
  starredAgents: async (c) => c.json(await engagement.listStarred(servicesOf(c), callerOf(c)), 200),

  getStar: async (c) => c.json(await engagement.getStar(servicesOf(c), callerOf(c), c.req.valid('param').id), 200),

  starAgent: async (c) => c.json(await engagement.setStar(servicesOf(c), callerOf(c), c.req.valid('param').id, true), 200),

  unstarAgent: async (c) => c.json(await engagement.setStar(servicesOf(c), callerOf(c), c.req.valid('param').id, false), 200),

  agentDownloads: async (c) =>
    c.json(await engagement.agentDownloads(servicesOf(c), c.req.valid('param').id, c.req.valid('query'), viewerOf(c)), 200),
};
