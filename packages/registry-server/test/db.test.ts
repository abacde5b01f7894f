import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta } from '../src/db/schema.js';
import { databases, useDatabase } from './helpers.js';

describe.each(databases)('database handle on $name', (database) => {
  const opened = useDatabase(database);

  const read = async (key: string) => (await opened.handle.db.select().from(appMeta).where(eq(appMeta.key, key)))[0]?.value ?? null;

  it('a transaction commits as one and rolls back as one', async () => {
    const { db } = opened.handle;
    await db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'tx-a', value: { n: 1 } });
      await tx.insert(appMeta).values({ key: 'tx-b', value: { n: 2 } });
    });
    expect(await read('tx-a')).toEqual({ n: 1 });
    expect(await read('tx-b')).toEqual({ n: 2 });

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'tx-c', value: { n: 3 } });
        await tx.insert(appMeta).values({ key: 'tx-a', value: { n: 9 } }); // duplicate key
      }),
    ).rejects.toMatchObject({ message: expect.any(String) });
    expect(await read('tx-c')).toBeNull();
    expect(await read('tx-a')).toEqual({ n: 1 });
  });

  it('statements from other callers never land inside an open transaction', async () => {
    const { db } = opened.handle;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db
      .transaction(async (t) => {
        await t.insert(appMeta).values({ key: 'tx-d', value: { n: 4 } });
        await gate;
        throw new Error('roll back');
      })
      .catch((e: Error) => e.message);
    // Issued while the transaction is open: it must not be part of it (and so must survive it).
    const outside = db.insert(appMeta).values({ key: 'tx-e', value: { n: 5 } });
    setTimeout(release, 50);
    expect(await tx).toBe('roll back');
    await outside;
    expect(await read('tx-d')).toBeNull();
    expect(await read('tx-e')).toEqual({ n: 5 });
  });

  it('a database error keeps its SQLSTATE code', async () => {
    await expect(opened.handle.raw('SELECT 1/0', [])).rejects.toMatchObject({ code: '22012' });
  });

  it('pg_trgm can be enabled', async () => {
    await opened.handle.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm', []);
    const [row] = await opened.handle.raw<{ s: number }>("SELECT similarity('registry', 'registy') AS s", []);
    expect(Number(row.s)).toBeGreaterThan(0.3);
  });
});
