// A few lines of runtime checking for the JSON the API sends, so the client does not ship zod to
// the browser. The contract's zod schemas stay the source of truth (the server builds its routes
// and OpenAPI from them); wire.test.ts checks that each parser here agrees with its schema.
// Behaviour follows zod: unknown keys are dropped, issues carry a path and zod's wording, and a
// broken rule (min, regex, refine) lets checking go on where a wrong type stops it.

export interface Issue {
  path: PropertyKey[];
  message: string;
  /** A rule broke rather than the type (zod goes on: an enclosing refine or union still looks). */
  soft?: boolean;
}

export type SafeParseResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: { issues: Issue[] } };

/** What the transport checks an answer with: one of these parsers, or any zod schema. */
export interface Parser<T> {
  safeParse(input: unknown): SafeParseResult<T>;
}

/** What a parser (or zod schema) hands back on success. */
export type Parsed<S extends Parser<unknown>> = Extract<ReturnType<S['safeParse']>, { success: true }>['data'];

/** Checks `value` at `path`, records what is wrong in `issues` and returns the value to keep. */
export type Check<T> = (value: unknown, path: PropertyKey[], issues: Issue[]) => T;

type Shape = Record<string, Check<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

const received = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && !Number.isFinite(value)
        ? String(value)
        : typeof value;

/** Records a wrong type (checking stops there); returns nothing to keep. */
export function issue<T>(issues: Issue[], path: PropertyKey[], message: string): T {
  issues.push({ path, message });
  return undefined as T;
}

/** Records a broken rule (checking goes on). */
export function rule(issues: Issue[], path: PropertyKey[], message: string): void {
  issues.push({ path, message, soft: true });
}

export const expected = (type: string, value: unknown) => `Invalid input: expected ${type}, received ${received(value)}`;

/** The integer and range rules of z.number().int().min().max(), in zod's order and words. */
export function numberRules(value: number, path: PropertyKey[], issues: Issue[], integer: boolean, min = -Infinity, max = Infinity): number {
  // zod stops at a failed .int(), as at a wrong type.
  if (integer && !Number.isInteger(value)) return issue(issues, path, 'Invalid input: expected int, received number');
  if (integer && !Number.isSafeInteger(value)) {
    return issue(issues, path, value > 0 ? `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}` : `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`);
  }
  if (value < min) rule(issues, path, `Too small: expected number to be >=${min}`);
  if (value > max) rule(issues, path, `Too big: expected number to be <=${max}`);
  return value;
}

export const string: Check<string> = (value, path, issues) =>
  typeof value === 'string' ? value : issue(issues, path, expected('string', value));

export const boolean: Check<boolean> = (value, path, issues) =>
  typeof value === 'boolean' ? value : issue(issues, path, expected('boolean', value));

export const number: Check<number> = (value, path, issues) =>
  typeof value === 'number' && Number.isFinite(value) ? value : issue(issues, path, expected('number', value));

/** z.number().int().min(min): a safe integer, at least `min` when given. */
export const int =
  (min?: number): Check<number> =>
  (value, path, issues) => {
    const checked = number(value, path, issues);
    return checked === undefined ? checked : numberRules(checked, path, issues, true, min);
  };

/** z.number().min(min) */
export const numberMin =
  (min: number): Check<number> =>
  (value, path, issues) => {
    const checked = number(value, path, issues);
    return checked === undefined ? checked : numberRules(checked, path, issues, false, min);
  };

/** z.string().regex(pattern, message) */
export const matches =
  (pattern: RegExp, message: string): Check<string> =>
  (value, path, issues) => {
    const checked = string(value, path, issues);
    if (checked !== undefined && !pattern.test(checked)) rule(issues, path, message);
    return checked;
  };

export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value, path, issues) =>
    values.includes(value as T)
      ? (value as T)
      : issue(issues, path, `Invalid option: expected one of ${values.map((v) => JSON.stringify(v)).join('|')}`);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path, issues) =>
    value === undefined ? undefined : check(value, path, issues);

export const nullish =
  <T>(check: Check<T>): Check<T | null | undefined> =>
  (value, path, issues) =>
    value == null ? (value as null | undefined) : check(value, path, issues);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path, issues) =>
    value === null ? null : check(value, path, issues);

export const array =
  <T>(check: Check<T>): Check<T[]> =>
  (value, path, issues) =>
    Array.isArray(value) ? value.map((item, index) => check(item, [...path, index], issues)) : issue(issues, path, expected('array', value));

/** A pair, e.g. a highlight range. */
export const pair =
  <A, B>(first: Check<A>, second: Check<B>): Check<[A, B]> =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return issue(issues, path, expected('tuple', value));
    if (value.length !== 2) {
      return issue(issues, path, value.length > 2 ? 'Too big: expected array to have <=2 items' : 'Too small: expected array to have >=2 items');
    }
    return [first(value[0], [...path, 0], issues), second(value[1], [...path, 1], issues)];
  };

/**
 * The first check that passes; else the one option whose type fitted (only rules broke), with its
 * issues; else 'Invalid input'.
 */
export const union =
  <A, B>(first: Check<A>, second: Check<B>): Check<A | B> =>
  (value, path, issues) => {
    const fitted: Issue[][] = [];
    for (const check of [first, second] as Check<A | B>[]) {
      const own: Issue[] = [];
      const checked = check(value, path, own);
      if (own.length === 0) return checked;
      if (own.every((found) => found.soft)) fitted.push(own);
    }
    if (fitted.length === 1) {
      issues.push(...fitted[0]!);
      return undefined as A | B;
    }
    return issue(issues, path, 'Invalid input');
  };

/**
 * An object: the shape's keys checked, every other key dropped (or, when `strict`, reported).
 * `refine` runs when the shape passed, and returns the message of a rule the whole object breaks.
 */
export function object<S extends Shape>(
  shape: S,
  refine?: (value: Out<S>) => string | undefined,
  strict = false,
): Check<Out<S>> {
  return (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return issue(issues, path, expected('object', value));
    }
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const before = issues.length;
    for (const key in shape) {
      const checked = shape[key]!(input[key], [...path, key], issues);
      if (key in input) out[key] = checked;
    }
    const unknown = strict ? Object.keys(input).filter((key) => !(key in shape)) : [];
    if (unknown.length > 0) {
      const names = unknown.map((key) => JSON.stringify(key)).join(', ');
      issue(issues, path, `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${names}`);
    }
    // Like zod, a refinement runs unless a type was wrong somewhere inside.
    const typed = issues.slice(before).every((found) => found.soft);
    const message = refine && typed ? refine(out as Out<S>) : undefined;
    if (message) rule(issues, path, message);
    return out as Out<S>;
  };
}

/** A parser (the safeParse of zod schemas) from a check. */
export function parser<T>(check: Check<T>): Parser<T> {
  return {
    safeParse(input) {
      const issues: Issue[] = [];
      const data = check(input, [], issues);
      if (issues.length === 0) return { success: true, data };
      return { success: false, error: { issues: issues.map(({ path, message }) => ({ path, message })) } };
    },
  };
}
