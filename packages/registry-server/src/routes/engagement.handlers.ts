import * as engagement from '../services/engagement.js';
import type { engagementRoutes } from './engagement.routes.js';
import { callerOf, servicesOf, viewerOf, type RouteHandlers } from './common.js';

export const engagementHandlers: RouteHandlers<typeof engagementRoutes> = {
  starred: async (c) => c.json(await engagement.listStarred(servicesOf(c), callerOf(c)), 200),

  getStar: async (c) => c.json(await engagement.getStar(servicesOf(c), callerOf(c), c.req.valid('param').id), 200),

  star: async (c) => c.json(await engagement.setStar(servicesOf(c), callerOf(c), c.req.valid('param').id, true), 200),

  unstar: async (c) => c.json(await engagement.setStar(servicesOf(c), callerOf(c), c.req.valid('param').id, false), 200),

  downloads: async (c) =>
    c.json(await engagement.agentDownloads(servicesOf(c), c.req.valid('param').id, c.req.valid('query'), viewerOf(c)), 200),
};
