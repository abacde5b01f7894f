// The building blocks of the contract's schemas (zod/mini): field rules with the spec's messages,
// the shapes every area shares, and the type of a route of the table.
//
// Every schema of the contract is built by pure calls: zod/mini's functions are marked free of
// side effects, and so are the builders here (zod/mini's `.check()` is a method, which a bundler
// must otherwise keep). A bundle therefore carries only the schemas it uses, and a screen that
// imports a constant or a message carries none.
import * as z from 'zod/mini';
import { isValidUrl } from './urls';
import { VALIDATION_MESSAGES as M } from './messages';

type Check<T> = z.core.$ZodCheck<T> | z.core.CheckFn<T>;

/** `schema` with `checks`, as a pure call. */
/* @__NO_SIDE_EFFECTS__ */
export function checked<S extends z.ZodMiniType>(schema: S, ...checks: Check<z.output<S>>[]): S {
  return schema.check(...checks);
}

/** A string with checks, in order (`z.trim()` first trims what the later checks see). */
/* @__NO_SIDE_EFFECTS__ */
export function text(...checks: Check<string>[]): z.ZodMiniString<string> {
  return z.string().check(...checks);
}

/** A string that must be there and not blank: 'This field is required', trimmed, then `checks`. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(...checks: Check<string>[]): z.ZodMiniString<string> {
  return z.string({ error: M.fieldRequired }).check(z.trim(), z.minLength(1, M.fieldRequired), ...checks);
}

/** A safe integer with checks. */
/* @__NO_SIDE_EFFECTS__ */
export function int(...checks: Check<number>[]): z.ZodMiniNumber<number> {
  return z.number().check(z.int(), ...checks);
}

/** A count: an integer of at least 0. */
/* @__NO_SIDE_EFFECTS__ */
export function count(): z.ZodMiniNumber<number> {
  return int(z.minimum(0));
}

/** An integer of a query string ('2' or 2), from `min` to `max`. */
/* @__NO_SIDE_EFFECTS__ */
export function queryInt(min: number, max?: number): z.ZodMiniNumber<unknown> {
  const checks = max === undefined ? [z.minimum(min)] : [z.minimum(min), z.maximum(max)];
  return z.coerce.number().check(z.int(), ...checks);
}

/** A boolean, or a query string's "true" / "false". */
/* @__NO_SIDE_EFFECTS__ */
export function booleanQuery() {
  return z.union([z.boolean(), z.stringbool()]);
}

// --- Checks of the field rules (spec section 5) ----------------------------------------------

/** A value that is a web address (or '' where `blank` may clear the field). */
/* @__NO_SIDE_EFFECTS__ */
export function webAddress(message: string, { blank = false } = {}): Check<string> {
  return z.refine((value: string) => (blank && value === '') || isValidUrl(value), message);
}

/** A value matching `pattern` (or '', which clears the field). */
/* @__NO_SIDE_EFFECTS__ */
export function patternOrBlank(pattern: RegExp, message: string): Check<string> {
  return z.refine((value: string) => value === '' || pattern.test(value), message);
}

// --- Shapes every area shares -----------------------------------------------------------------

/** An id the spec lets be a string or a number. */
export const IdSchema = z.union([z.string(), z.number()]);

/** Every error response: `{ error: <machine code>, message: <human text> }`. */
export const ErrorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** Field name -> message, on validation errors. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** On a 500: the id the server logged the failure under, for a bug report. */
  request_id: z.optional(z.string()),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The path of a call on one item: its id, trimmed. */
export const IdParamsSchema = z.strictObject({ id: text(z.trim(), z.minLength(1, M.fieldRequired)) });
export type IdParams = z.infer<typeof IdParamsSchema>;

// --- Routes -----------------------------------------------------------------------------------

/** One call of the API, as the route table (`API_ROUTES` in schemas.ts) lists it. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API base (/api); `{name}` marks a path parameter. */
  path: string;
  /** The path parameters' schema (built with route(): IdParamsSchema for a path with `{id}`, unless named). */
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** What the server answers (a 2xx). */
  response: z.ZodMiniType;
  /**
   * What the client accepts instead, where the spec lets the answer vary (an `id` or an
   * `agent_id`, an envelope, a missing count); the client normalises it to `response`.
   */
  wire?: z.ZodMiniType;
  /** Needs a signed-in caller (Bearer token). */
  auth: boolean;
}

/** A call as the documentation writes it: its method, a space, its path ('PUT /frameworks/{id}'). */
export type RouteCall = `${ApiRoute['method']} /${string}`;

/** What a route checks besides its answer: path parameters, query, body, and the answer as it may arrive. */
export type RouteRequest = Pick<ApiRoute, 'params' | 'query' | 'body' | 'wire'>;
type NoRequest = Record<never, never>;

/** A path whose `{id}` is an item's id, checked with IdParamsSchema unless the request names its `params`. */
type ItemParams<P, X> = X extends { params: z.ZodMiniType }
  ? unknown
  : P extends `${string}{id}${string}`
    ? { params: typeof IdParamsSchema }
    : unknown;

/** The route `route()` or `signedInRoute()` builds, typed to the letter (the server types its handlers from it). */
export type RouteOf<
  C extends RouteCall,
  R extends z.ZodMiniType,
  X extends RouteRequest,
  A extends boolean,
> = C extends `${infer M} ${infer P}` ? { method: M; path: P } & ItemParams<P, X> & X & { response: R; auth: A } : never;

/** What route() and signedInRoute() take: the call, its answer, and what the request checks. */
type RouteArgs<C extends RouteCall, R extends z.ZodMiniType, X extends RouteRequest> = [call: C, response: R, request?: X];

/** A route of the table; it has a key for each schema it checks and none for the others. */
/* @__NO_SIDE_EFFECTS__ */
function routeEntry<T>(auth: boolean, call: RouteCall, response: z.ZodMiniType, request: RouteRequest = {}): T {
  const space = call.indexOf(' ');
  const path = call.slice(space + 1);
  const params = request.params ?? (path.includes('{id}') ? IdParamsSchema : undefined);
  return { method: call.slice(0, space), path, ...(params && { params }), ...request, response, auth } as T;
}

/** A route any caller may call (no Bearer token sent). */
/* @__NO_SIDE_EFFECTS__ */
export function route<const C extends RouteCall, R extends z.ZodMiniType, X extends RouteRequest = NoRequest>(...args: RouteArgs<C, R, X>) {
  return routeEntry<RouteOf<C, R, NoInfer<X>, false>>(false, ...args);
}

/** A route of a signed-in caller (Bearer token sent). */
/* @__NO_SIDE_EFFECTS__ */
export function signedInRoute<const C extends RouteCall, R extends z.ZodMiniType, X extends RouteRequest = NoRequest>(
  ...args: RouteArgs<C, R, X>
) {
  return routeEntry<RouteOf<C, R, NoInfer<X>, true>>(true, ...args);
}
