import { access, created, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Frameworks');

export const frameworkRoutes = {
  listFrameworks: route(access.anyone, ok('{data, count}', 400), { summary: 'AI agent frameworks, by tier then stars' }),

  // Before /frameworks/{id}, so the literal path wins.
  seedFrameworks: route(access.frameworkWrite, ok('{message, count}', 401, 403), {
    summary: 'Load (or refresh) the curated set of frameworks (operators only)',
  }),

  getFramework: route(access.anyone, ok('The framework', 404), { summary: 'One framework' }),

  createFramework: route(access.frameworkWrite, created('The new framework', 400, 401, 403, 409, 413), {
    summary: 'Add a framework (operators only)',
  }),

  updateFramework: route(access.frameworkWrite, ok('The updated framework', 400, 401, 403, 404, 413), {
    summary: 'Update a framework (operators only)',
  }),

  deleteFramework: route(access.frameworkWrite, ok('Deleted', 401, 403, 404), { summary: 'Delete a framework (operators only)' }),
} satisfies ServerRoutes;
