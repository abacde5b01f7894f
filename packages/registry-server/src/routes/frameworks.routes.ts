import * as contract from '@agent-registry/api-client/contract';
import { access, created, jsonBody, ok, routesTagged } from './common.js';

const route = routesTagged('Frameworks');

export const frameworkRoutes = {
  list: route.get('/frameworks', access.anyone, {
    summary: 'AI agent frameworks, by tier then stars',
    request: { query: contract.FrameworkListQuerySchema },
    responses: ok(contract.FrameworkListResponseSchema, '{data, count}', 400),
  }),

  // Before /frameworks/{id}, so the literal path wins.
  seed: route.post('/frameworks/seed', access.frameworkWrite, {
    summary: 'Load (or refresh) the curated set of frameworks (operators only)',
    responses: ok(contract.FrameworkSeedResponseSchema, '{message, count}', 401, 403),
  }),

  get: route.get('/frameworks/{id}', access.anyone, {
    summary: 'One framework',
    request: { params: contract.IdParamsSchema },
    responses: ok(contract.FrameworkResponseSchema, 'The framework', 404),
  }),

  create: route.post('/frameworks', access.frameworkWrite, {
    summary: 'Add a framework (operators only)',
    request: { body: jsonBody(contract.FrameworkInputSchema) },
    responses: created(contract.FrameworkResponseSchema, 'The new framework', 400, 401, 403, 409, 413),
  }),

  update: route.put('/frameworks/{id}', access.frameworkWrite, {
    summary: 'Update a framework (operators only)',
    request: { params: contract.IdParamsSchema, body: jsonBody(contract.FrameworkUpdateSchema) },
    responses: ok(contract.FrameworkResponseSchema, 'The updated framework', 400, 401, 403, 404, 413),
  }),

  delete: route.delete('/frameworks/{id}', access.frameworkWrite, {
    summary: 'Delete a framework (operators only)',
    request: { params: contract.IdParamsSchema },
    responses: ok(contract.FrameworkDeleteResponseSchema, 'Deleted', 401, 403, 404),
  }),
};
