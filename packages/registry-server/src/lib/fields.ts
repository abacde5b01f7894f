// Fields between the API and the database layer: the ones a caller gave (partial updates), the ones
// an answer copies from a row, and the names the database layer uses.

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** The fields of `input` named in `keys` that were given; left out (undefined) means unchanged, '' and null still clear. */
export function givenFields<T extends object, const K extends keyof T & string>(
  input: T,
  keys: readonly K[],
): { [P in K]?: Exclude<T[P], undefined> } {
  const given: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const key of keys) {
    if (input[key] !== undefined) given[key] = input[key] as Exclude<T[K], undefined>;
  }
  return given;
}

/** The fields of `row` named in `keys`, in that order: the columns an answer shows as they are read. */
export function pickFields<T extends object, const K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** `fields` under camelCase names: the query builder's keys for the API's snake_case fields. */
export function camelKeys<T extends object>(fields: T): { [K in keyof T as CamelCase<K & string>]: T[K] } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()), value]),
  ) as { [K in keyof T as CamelCase<K & string>]: T[K] };
}
