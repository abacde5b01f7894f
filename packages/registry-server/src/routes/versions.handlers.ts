import * as versions from '../services/versions.js';
import { callerOf, servicesOf, viewerOf, type ContractHandlers } from './common.js';
import type { versionRoutes } from './versions.routes.js';

export const versionHandlers: ContractHandlers<typeof versionRoutes> = {
  listVersions: async (c) => c.json(await versions.listVersions(servicesOf(c), c.req.valid('param').id, viewerOf(c)), 200),

  publishVersion: async (c) =>
    c.json(await versions.publishVersion(servicesOf(c), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 201),

  getVersion: async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json(await versions.getVersion(servicesOf(c), id, version, viewerOf(c)), 200);
  },

  yankVersion: async (c) => {
    const { id, version } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return c.json(await versions.setYanked(servicesOf(c), callerOf(c), id, version, reason), 200);
  },

  unyankVersion: async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json(await versions.setYanked(servicesOf(c), callerOf(c), id, version, null), 200);
  },

  deprecateAgent: async (c) => {
    const { message } = c.req.valid('json');
    return c.json(await versions.setDeprecated(servicesOf(c), callerOf(c), c.req.valid('param').id, message), 200);
  },

  undeprecateAgent: async (c) => c.json(await versions.setDeprecated(servicesOf(c), callerOf(c), c.req.valid('param').id, null), 200),
};
