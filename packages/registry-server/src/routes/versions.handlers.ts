import * as versions from '../services/versions.js';
import { callerOf, servicesOf, viewerOf, type RouteHandlers } from './common.js';
import type { versionRoutes } from './versions.routes.js';

export const versionHandlers: RouteHandlers<typeof versionRoutes> = {
  list: async (c) => c.json(await versions.listVersions(servicesOf(c), c.req.valid('param').id, viewerOf(c)), 200),

  publish: async (c) =>
    c.json(await versions.publishVersion(servicesOf(c), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 201),

  get: async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json(await versions.getVersion(servicesOf(c), id, version, viewerOf(c)), 200);
  },

  yank: async (c) => {
    const { id, version } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return c.json(await versions.setYanked(servicesOf(c), callerOf(c), id, version, reason), 200);
  },

  unyank: async (c) => {
    const { id, version } = c.req.valid('param');
    return c.json(await versions.setYanked(servicesOf(c), callerOf(c), id, version, null), 200);
  },

  deprecate: async (c) => {
    const { message } = c.req.valid('json');
    return c.json(await versions.setDeprecated(servicesOf(c), callerOf(c), c.req.valid('param').id, message), 200);
  },

  undeprecate: async (c) => c.json(await versions.setDeprecated(servicesOf(c), callerOf(c), c.req.valid('param').id, null), 200),
};
