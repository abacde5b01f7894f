// Helpers for the statements written as SQL text rather than with the query builder (the hot and
// the intricate ones): their row types, transactions, and text[] literals.
import type { InferSelectModel, SQL, Table } from 'drizzle-orm';

/** A table's row as raw SQL returns it: every column under its SQL name, typed by the schema. */
export type SqlRow<T extends Table> = {
  [K in keyof T['_']['columns'] & keyof InferSelectModel<T> as T['_']['columns'][K]['_']['name']]: InferSelectModel<T>[K];
};

/** `T` with every key prefixed (a column selected `AS v_version`, say). */
export type Prefixed<T, P extends string> = { [K in keyof T & string as `${P}${K}`]: T[K] };

/** What runs SQL inside a transaction (drizzle's transaction object, either driver). */
export interface Queryable {
  execute(query: SQL): Promise<unknown>;
}

/** The rows of a statement run on a transaction (both drivers answer `{ rows }`). */
export async function txRows<T>(tx: Queryable, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as { rows: T[] }).rows;
}

/** A text[] literal; each element quoted and escaped, so any string is stored as data. */
export function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
