// `api.frameworks`: the framework calls of spec section 7: list with filters, and the
// create/update/delete/seed calls.
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
import { callRoute, type CallOptions } from './input';
import { itemParams } from './paths';

export type FrameworksResource = ReturnType<typeof createFrameworksResource>;

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

export function createFrameworksResource(http: Http) {
  return {
    /** GET /frameworks?tier=&category=&trending=&limit= (limit 50 by default). */
    async list(params?: FrameworkListParams, options?: CallOptions): Promise<FrameworkListResponse> {
      // `count` may be missing from older servers: derive it.
      const wire = await callRoute(http, (c) => c.FRAMEWORK_ROUTES.listFrameworks, {
        query: buildFrameworkQuery(params),
        signal: options?.signal,
      });
      const result: FrameworkListResponse = { data: wire.data, count: wire.count ?? wire.data.length };
      if (wire.error) result.error = wire.error;
      return result;
    },

    /** GET /frameworks/{id} */
    async get(id: string | number, options?: CallOptions): Promise<Framework> {
      return callRoute(http, (c) => c.FRAMEWORK_ROUTES.getFramework, { params: frameworkParams(id), signal: options?.signal });
    },

    /** POST /frameworks */
    create(input: FrameworkInput): Promise<Framework> {
      return callRoute(http, (c) => c.FRAMEWORK_ROUTES.createFramework, { body: input });
    },

    /** PUT /frameworks/{id} */
    async update(id: string | number, input: FrameworkUpdate): Promise<Framework> {
      return callRoute(http, (c) => c.FRAMEWORK_ROUTES.updateFramework, { params: frameworkParams(id), body: input });
    },

    /** DELETE /frameworks/{id} */
    async delete(id: string | number): Promise<FrameworkDeleteResponse> {
      return callRoute(http, (c) => c.FRAMEWORK_ROUTES.deleteFramework, { params: frameworkParams(id) });
    },

    /** POST /frameworks/seed */
    seed(): Promise<FrameworkSeedResponse> {
      return callRoute(http, (c) => c.FRAMEWORK_ROUTES.seedFrameworks);
    },
  };
}
