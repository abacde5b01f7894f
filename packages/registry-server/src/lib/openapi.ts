// @hono/zod-openapi for the contract's schemas, which are zod/mini (written once, shared with the
// browser client). Routing and request validation are @hono/zod-openapi's own: its validators
// run any zod 4 schema. Two things it cannot do with zod/mini are done here:
//   - the OpenAPI document: its generator (@asteasolutions/zod-to-openapi) calls classic-only
//     methods (`.meta()`), so each route is documented from zod's own `z.toJSONSchema` instead
//     (OpenAPI 3.1 takes JSON Schema as is), when the first document is made;
//   - the types: its route types name classic zod's `ZodType`, so the route config, handler and
//     app types below take a schema of either flavour.
import { OpenAPIHono as ZodOpenAPIHono, createRoute as zodCreateRoute, type RouteConfig as ZodRouteConfig } from '@hono/zod-openapi';
import type { Env, Handler } from 'hono';
import * as z from 'zod/mini';

/** A zod or zod/mini schema (both flavours have the parse methods). */
export type ZodType = z.core.$ZodType & { safeParse(data: unknown): z.core.util.SafeParseResult<unknown> };

interface JsonContent {
  content: { 'application/json': { schema: ZodType } };
}

/** A route as the app declares it: @hono/zod-openapi's, with schemas of either zod flavour. */
export type RouteConfig = Omit<ZodRouteConfig, 'request' | 'responses'> & {
  request?: { params?: ZodType; query?: ZodType; body?: JsonContent & { required?: boolean; description?: string } };
  responses: Record<string | number, { description: string } & Partial<JsonContent>>;
};

/** '/agents/{id}' as Hono writes it: '/agents/:id'. */
export type HonoPath<P extends string> = P extends `${infer Start}/{${infer Param}}${infer Rest}`
  ? `${Start}/:${Param}${HonoPath<Rest>}`
  : P;

type Declared<R, K extends 'params' | 'query'> = R extends { request: { [k in K]: infer S extends ZodType } } ? S : never;
type DeclaredBody<R> = R extends { request: { body: JsonContent } } ? R['request']['body']['content']['application/json']['schema'] : never;
type Target<S, T extends string> = [S] extends [never]
  ? Record<never, never>
  : { in: { [k in T]: z.input<S> }; out: { [k in T]: z.output<S> } };

/** What `c.req.valid()` answers for a path, a query and a JSON body schema (never: none), as checked. */
export type ValidInput<P, Q, B> = Target<P, 'param'> & Target<Q, 'query'> & Target<B, 'json'>;

/** What `c.req.valid()` answers in a route's handler: its path, query and JSON body, as checked. */
export type RouteInput<R> = ValidInput<Declared<R, 'params'>, Declared<R, 'query'>, DeclaredBody<R>>;

/** The handler of a route. */
export type RouteHandler<R extends RouteConfig, E extends Env = Env> = Handler<E, HonoPath<R['path']>, RouteInput<R>>;

/** @hono/zod-openapi's createRoute, for a route of either zod flavour. */
export const createRoute = zodCreateRoute as unknown as <P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R,
) => R & { getRoutingPath(): HonoPath<R['path']> };

// --- The document -----------------------------------------------------------------------------

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/** What a schema accepts, as JSON Schema. */
function jsonSchema(schema: ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The parameters of a path or query schema (an object): one per property. */
function parameters(schema: ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema);
  return Object.entries(properties).map(([name, property]) => ({ schema: property, required: required.includes(name), name, in: where }));
}

const documentedContent = <C extends Partial<JsonContent>>({ content, ...rest }: C) =>
  content ? { ...rest, content: { 'application/json': { schema: jsonSchema(content['application/json'].schema) } } } : rest;

/** A route as the document lists it: its schemas as JSON Schema, its path and query as parameters. */
function documented({ middleware: _middleware, hide: _hide, request, responses, ...operation }: RouteConfig) {
  const params = [...parameters(request?.params, 'path'), ...parameters(request?.query, 'query')];
  return {
    ...operation,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(request?.body ? { request: { body: documentedContent(request.body) } } : {}),
    responses: Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, documentedContent(response)])),
  };
}

// --- The app ------------------------------------------------------------------------------------

type RouteEntry<E extends Env> = { route: RouteConfig; handler: Handler<E, string, never>; hook?: unknown; addRoute?: boolean };

/** @hono/zod-openapi's app, taking routes of either zod flavour and documenting them itself. */
export type OpenAPIHono<E extends Env = Env> = ZodOpenAPIHono<E> & {
  openapi<R extends RouteConfig>(route: R, handler: RouteHandler<R, E>): OpenAPIHono<E>;
  openapiRoutes(inputs: ReadonlyArray<RouteEntry<E>>): OpenAPIHono<E>;
};

class DocumentingOpenAPIHono extends ZodOpenAPIHono {
  /** The routes declared but not documented yet, in the order declared. */
  #undocumented: RouteConfig[] = [];

  constructor(...args: ConstructorParameters<typeof ZodOpenAPIHono>) {
    super(...args);
    const route = this.openapi;
    // @hono/zod-openapi routes and validates; the document gets the route in JSON Schema. The
    // conversion waits for the first document (most apps, tests' among them, never build one).
    this.openapi = ((config: RouteConfig, handler: Handler, hook?: never) => {
      if (!config.hide) this.#undocumented.push(config);
      return route({ ...config, hide: true } as never, handler as never, hook);
    }) as never;
    const document = this.getOpenAPIDocument;
    const document31 = this.getOpenAPI31Document;
    this.getOpenAPIDocument = (...args) => (this.#document(), document(...args));
    this.getOpenAPI31Document = (...args) => (this.#document(), document31(...args));
  }

  /**
   * Lists the routes declared since the last document in the registry. (An app mounting this one
   * with `route()` copies the registry as it is then, so it gets the routes documented by then.)
   */
  #document(): void {
    for (const config of this.#undocumented.splice(0)) this.openAPIRegistry.registerPath(documented(config) as never);
  }
}

export const OpenAPIHono = DocumentingOpenAPIHono as unknown as new <E extends Env = Env>(
  ...args: ConstructorParameters<typeof ZodOpenAPIHono<E>>
) => OpenAPIHono<E>;
