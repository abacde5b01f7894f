import * as fw from '../services/frameworks.js';
import { callerOf, servicesOf, type ContractHandlers } from './common.js';
import type { frameworkRoutes } from './frameworks.routes.js';

export const frameworkHandlers: ContractHandlers<typeof frameworkRoutes> = {
  listFrameworks: async (c) => c.json(await fw.listFrameworks(servicesOf(c), c.req.valid('query')), 200),
  seedFrameworks: async (c) => c.json(await fw.seedFrameworks(servicesOf(c)), 200),
  getFramework: async (c) => c.json(await fw.getFramework(servicesOf(c), c.req.valid('param').id), 200),
  createFramework: async (c) => c.json(await fw.createFramework(servicesOf(c), callerOf(c).id, c.req.valid('json')), 201),
  updateFramework: async (c) => c.json(await fw.updateFramework(servicesOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  deleteFramework: async (c) => c.json(await fw.deleteFramework(servicesOf(c), c.req.valid('param').id), 200),
};
