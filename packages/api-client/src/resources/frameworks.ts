// Framework calls of spec section 7: list with filters, and the create/update/delete/seed calls.
import { FRAMEWORK_LIMIT } from '../contract/constants';
import type { Framework } from '../contract/entities';
import type {
  FrameworkDeleteResponse,
  FrameworkInput,
  FrameworkListParams,
  FrameworkListResponse,
  FrameworkSeedResponse,
  FrameworkUpdate,
} from '../contract/schemas';
import type { Http } from '../transport/http';
import { callRoute } from './input';
import { itemParams } from './paths';

export interface FrameworksResource {
  /** GET /frameworks?tier=&category=&trending=&limit= (limit 50 by default). */
  list(params?: FrameworkListParams, options?: { signal?: AbortSignal }): Promise<FrameworkListResponse>;
  /** GET /frameworks/{id} */
  get(id: string | number, options?: { signal?: AbortSignal }): Promise<Framework>;
  /** POST /frameworks */
  create(input: FrameworkInput): Promise<Framework>;
  /** PUT /frameworks/{id} */
  update(id: string | number, input: FrameworkUpdate): Promise<Framework>;
  /** DELETE /frameworks/{id} */
  delete(id: string | number): Promise<FrameworkDeleteResponse>;
  /** POST /frameworks/seed */
  seed(): Promise<FrameworkSeedResponse>;
}

type Query = Record<string, string | number | boolean>;

/** The query of a list call; empty values are left out. The call checks it before sending it. */
export function buildFrameworkQuery(params: FrameworkListParams = {}): Query {
  const query: Query = { limit: params.limit ?? FRAMEWORK_LIMIT };
  if (params.tier != null) query.tier = params.tier;
  const category = params.category?.trim();
  if (category) query.category = category;
  if (typeof params.trending === 'boolean') query.trending = params.trending;
  return query;
}

const frameworkParams = (id: string | number) => itemParams(id, 'A framework id is required');

export function createFrameworksResource(http: Http): FrameworksResource {
  return {
    async list(params, options) {
      // `count` may be missing from older servers: derive it.
      const wire = await callRoute(http, (c) => c.FRAMEWORK_ROUTES.listFrameworks, {
        query: buildFrameworkQuery(params),
        signal: options?.signal,
      });
      const result: FrameworkListResponse = { data: wire.data, count: wire.count ?? wire.data.length };
      if (wire.error) result.error = wire.error;
      return result;
    },
    get: async (id, options) =>
      callRoute(http, (c) => c.FRAMEWORK_ROUTES.getFramework, { params: frameworkParams(id), signal: options?.signal }),
    create: (input) => callRoute(http, (c) => c.FRAMEWORK_ROUTES.createFramework, { body: input }),
    update: async (id, input) => callRoute(http, (c) => c.FRAMEWORK_ROUTES.updateFramework, { params: frameworkParams(id), body: input }),
    delete: async (id) => callRoute(http, (c) => c.FRAMEWORK_ROUTES.deleteFramework, { params: frameworkParams(id) }),
    seed: () => callRoute(http, (c) => c.FRAMEWORK_ROUTES.seedFrameworks),
  };
}
