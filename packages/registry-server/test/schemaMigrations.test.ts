import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import { databases, useDatabase } from './helpers.js';

/** A column type as PostgreSQL reports it: serials are integers with a default, no space before "(". */
const SERIALS: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
const asReported = (type: string) => SERIALS[type] ?? type.replace(/ \(/g, '(');

/** Every table schema.ts declares: name → columns (name, type, nullability), as the code sees them. */
function declaredTables(): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    tables[config.name] = config.columns.map((c) => `${c.name} ${asReported(c.getSQLType())}${c.notNull ? ' not null' : ''}`).sort();
  }
  return tables;
}

// The migrations are SQL written for the database; schema.ts is what the queries are typed
// against. When the two disagree, a query compiles and fails at run time: this catches it.
describe.each(databases)('migrations and schema.ts ($name)', (database) => {
  const db = useDatabase(database);

  it('declare the same tables, columns, types and nullability', async () => {
    const rows = await db.handle.query<{ table_name: string; column_name: string; type: string; is_nullable: string }>(sql`
      select c.table_name, c.column_name, c.is_nullable,
             format_type(a.atttypid, a.atttypmod) as type
      from information_schema.columns c
      join pg_attribute a on a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
                          and a.attname = c.column_name
      where c.table_schema = current_schema() and c.table_name <> '__drizzle_migrations'`);
    const migrated: Record<string, string[]> = {};
    for (const r of rows) {
      (migrated[r.table_name] ??= []).push(`${r.column_name} ${r.type}${r.is_nullable === 'NO' ? ' not null' : ''}`);
    }
    for (const columns of Object.values(migrated)) columns.sort();
    expect(migrated).toEqual(declaredTables());
  });
});
