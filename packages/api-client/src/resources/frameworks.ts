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
import { ValidationError } from '../errors';
import type { Http } from '../transport/http';
import {
  FrameworkListWireParser,
  FrameworkParser,
  FrameworkSeedParser,
  MessageParser,
} from '../wire/parsers';
import { FrameworkListQueryParser } from '../wire/queries';
import { parseInput, parseInputWith } from './input';

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

/** The query of a list call; empty values are left out. */
export function buildFrameworkQuery(params: FrameworkListParams = {}): Query {
  const query: Query = { limit: params.limit ?? FRAMEWORK_LIMIT };
  if (params.tier != null) query.tier = params.tier;
  const category = params.category?.trim();
  if (category) query.category = category;
  if (typeof params.trending === 'boolean') query.trending = params.trending;
  parseInput(FrameworkListQueryParser, query);
  return query;
}

function frameworkPath(id: string | number): string {
  const text = String(id).trim();
  if (text === '') {
    throw new ValidationError('A framework id is required', { fields: { id: 'A framework id is required' } });
  }
  return `/frameworks/${encodeURIComponent(text)}`;
}

export function createFrameworksResource(http: Http): FrameworksResource {
  return {
    async list(params, options) {
      const wire = await http.request(
        { method: 'GET', url: '/frameworks', params: buildFrameworkQuery(params), signal: options?.signal },
        // `count` may be missing from older servers: derive it.
        FrameworkListWireParser,
      );
      const result: FrameworkListResponse = { data: wire.data, count: wire.count ?? wire.data.length };
      if (wire.error) result.error = wire.error;
      return result;
    },
    get: (id, options) =>
      http.request({ method: 'GET', url: frameworkPath(id), signal: options?.signal }, FrameworkParser),
    create: async (input) =>
      http.request(
        { method: 'POST', url: '/frameworks', data: await parseInputWith('FrameworkInputSchema', input) },
        FrameworkParser,
      ),
    async update(id, input) {
      const url = frameworkPath(id);
      const data = await parseInputWith('FrameworkUpdateSchema', input);
      return http.request({ method: 'PUT', url, data }, FrameworkParser);
    },
    delete: (id) => http.request({ method: 'DELETE', url: frameworkPath(id) }, MessageParser),
    seed: () => http.request({ method: 'POST', url: '/frameworks/seed' }, FrameworkSeedParser),
  };
}
