import * as fw from '../services/frameworks.js';
import { callerOf, servicesOf, type RouteHandlers } from './common.js';
import type { frameworkRoutes } from './frameworks.routes.js';

export const frameworkHandlers: RouteHandlers<typeof frameworkRoutes> = {
  list: async (c) => c.json(await fw.listFrameworks(servicesOf(c), c.req.valid('query')), 200),
  seed: async (c) => c.json(await fw.seedFrameworks(servicesOf(c)), 200),
  get: async (c) => c.json(await fw.getFramework(servicesOf(c), c.req.valid('param').id), 200),
  create: async (c) => c.json(await fw.createFramework(servicesOf(c), callerOf(c).id, c.req.valid('json')), 201),
  update: async (c) => c.json(await fw.updateFramework(servicesOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  delete: async (c) => c.json(await fw.deleteFramework(servicesOf(c), c.req.valid('param').id), 200),
};
