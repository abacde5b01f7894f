// The SQL of the OCI registry: blobs by repository, manifests, tags and upload sessions.
// Digests reaching these statements are checked by the service first.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.js';
import { pgTextArray, txRows, type Queryable } from '../db/rawSql.js';

export { txRows, pgTextArray as textArray };
/** What runs SQL inside a transaction. */
export type Tx = Queryable;

export interface ManifestRow {
  repository: string;
  digest: string;
  media_type: string;
  content: string;
  size: number | string;
  subject: string | null;
  artifact_type: string | null;
  annotations: Record<string, string> | null;
  created_at: Date | string;
}

export interface UploadRow {
  id: string;
  repository: string;
  size: number | string;
}

// --- Blobs ----------------------------------------------------------------------------------

/** The size of `digest` when `repository` holds it. */
export async function linkedBlobSize(handle: DbHandle, repository: string, digest: string): Promise<number | undefined> {
  const [row] = await handle.query<{ size: string | number }>(sql`SELECT b.size FROM oci_repository_blobs l
    JOIN oci_blobs b ON b.digest = l.digest WHERE l.repository = ${repository} AND l.digest = ${digest}`);
  return row ? Number(row.size) : undefined;
}

/** Records that the store holds `digest` (refreshing its age, so garbage collection waits) and that `repository` does. */
export async function linkBlob(handle: DbHandle, repository: string, digest: string, size: number, now: Date): Promise<void> {
  await handle.query(sql`WITH b AS (
      INSERT INTO oci_blobs (digest, size, created_at) VALUES (${digest}, ${size}, ${now.toISOString()})
      ON CONFLICT (digest) DO UPDATE SET created_at = EXCLUDED.created_at)
    INSERT INTO oci_repository_blobs (repository, digest, created_at) VALUES (${repository}, ${digest}, ${now.toISOString()})
    ON CONFLICT (repository, digest) DO UPDATE SET created_at = EXCLUDED.created_at`);
}

export async function unlinkBlob(handle: DbHandle, repository: string, digest: string): Promise<boolean> {
  const rows = await handle.query<{ digest: string }>(
    sql`DELETE FROM oci_repository_blobs WHERE repository = ${repository} AND digest = ${digest} RETURNING digest`,
  );
  return rows.length > 0;
}

/** Some repositories holding `digest` (automatic cross-repository mount picks a readable one). */
export async function repositoriesHolding(
  handle: DbHandle,
  digest: string,
  limit = 20,
): Promise<Array<{ repository: string; size: number }>> {
  const rows = await handle.query<{ repository: string; size: string | number }>(sql`SELECT l.repository, b.size
    FROM oci_repository_blobs l JOIN oci_blobs b ON b.digest = l.digest WHERE l.digest = ${digest} LIMIT ${limit}`);
  return rows.map((r) => ({ repository: r.repository, size: Number(r.size) }));
}

/** Which of `digests` `repository` holds. */
export async function linkedAmong(q: Queryable, repository: string, digests: string[]): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await txRows<{ digest: string }>(
    q,
    sql`SELECT digest FROM oci_repository_blobs WHERE repository = ${repository} AND digest = ANY(${pgTextArray(digests)}::text[])`,
  );
  return new Set(rows.map((r) => r.digest));
}

// --- Manifests and tags ---------------------------------------------------------------------

const MANIFEST_FIELDS = ['repository', 'digest', 'media_type', 'content', 'size', 'subject', 'artifact_type', 'annotations', 'created_at'];
const MANIFEST_COLUMNS = sql.raw(MANIFEST_FIELDS.join(', '));
const M_MANIFEST_COLUMNS = sql.raw(MANIFEST_FIELDS.map((f) => `m.${f}`).join(', '));

export async function findManifest(handle: DbHandle, repository: string, digest: string): Promise<ManifestRow | undefined> {
  const [row] = await handle.query<ManifestRow>(
    sql`SELECT ${MANIFEST_COLUMNS} FROM oci_manifests WHERE repository = ${repository} AND digest = ${digest}`,
  );
  return row;
}

export async function findTaggedManifest(handle: DbHandle, repository: string, tag: string): Promise<ManifestRow | undefined> {
  const [row] = await handle.query<ManifestRow>(sql`SELECT ${M_MANIFEST_COLUMNS}
    FROM oci_tags t JOIN oci_manifests m ON m.repository = t.repository AND m.digest = t.digest
    WHERE t.repository = ${repository} AND t.tag = ${tag}`);
  return row;
}

/** Which of `digests` are manifests of `repository`. */
export async function manifestsAmong(q: Queryable, repository: string, digests: string[]): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await txRows<{ digest: string }>(
    q,
    sql`SELECT digest FROM oci_manifests WHERE repository = ${repository} AND digest = ANY(${pgTextArray(digests)}::text[])`,
  );
  return new Set(rows.map((r) => r.digest));
}

export interface NewManifest {
  repository: string;
  digest: string;
  mediaType: string;
  content: string;
  size: number;
  subject: string | null;
  artifactType: string | null;
  annotations: Record<string, string> | null;
  blobs: string[];
  children: string[];
}

/** Stores a manifest (the same digest again changes nothing). */
export async function insertManifest(q: Queryable, m: NewManifest, now: Date): Promise<void> {
  await q.execute(sql`INSERT INTO oci_manifests (repository, digest, media_type, content, size, subject, artifact_type,
      annotations, blobs, children, created_at)
    VALUES (${m.repository}, ${m.digest}, ${m.mediaType}, ${m.content}, ${m.size}, ${m.subject}, ${m.artifactType},
      ${m.annotations === null ? null : JSON.stringify(m.annotations)}::jsonb, ${pgTextArray(m.blobs)}::text[],
      ${pgTextArray(m.children)}::text[], ${now.toISOString()})
    ON CONFLICT (repository, digest) DO NOTHING`);
}

export async function setTag(q: Queryable, repository: string, tag: string, digest: string, now: Date): Promise<void> {
  await q.execute(sql`INSERT INTO oci_tags (repository, tag, digest, updated_at) VALUES (${repository}, ${tag}, ${digest}, ${now.toISOString()})
    ON CONFLICT (repository, tag) DO UPDATE SET digest = EXCLUDED.digest, updated_at = EXCLUDED.updated_at`);
}

export async function tagDigest(q: Queryable, repository: string, tag: string): Promise<string | undefined> {
  const [row] = await txRows<{ digest: string }>(q, sql`SELECT digest FROM oci_tags WHERE repository = ${repository} AND tag = ${tag}`);
  return row?.digest;
}

/** Deletes a manifest and the tags that point at it. */
export async function deleteManifest(handle: DbHandle, repository: string, digest: string): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM oci_tags WHERE repository = ${repository} AND digest = ${digest}`);
    const rows = await txRows<{ digest: string }>(
      tx,
      sql`DELETE FROM oci_manifests WHERE repository = ${repository} AND digest = ${digest} RETURNING digest`,
    );
    return rows.length > 0;
  });
}

export async function deleteTag(handle: DbHandle, repository: string, tag: string): Promise<boolean> {
  const rows = await handle.query<{ tag: string }>(
    sql`DELETE FROM oci_tags WHERE repository = ${repository} AND tag = ${tag} RETURNING tag`,
  );
  return rows.length > 0;
}

/** Tags in lexical (byte) order, after `last`, at most `limit`. */
export async function listTags(handle: DbHandle, repository: string, last: string | undefined, limit: number): Promise<string[]> {
  const rows = await handle.query<{ tag: string }>(sql`SELECT tag FROM oci_tags WHERE repository = ${repository}
    ${last === undefined ? sql`` : sql`AND tag > ${last}`} ORDER BY tag LIMIT ${limit}`);
  return rows.map((r) => r.tag);
}

/** Whether anything (a manifest, a tag, a blob) is in `repository`. */
export async function repositoryExists(handle: DbHandle, repository: string): Promise<boolean> {
  const rows = await handle.query(sql`SELECT 1 FROM oci_manifests WHERE repository = ${repository}
    UNION ALL SELECT 1 FROM oci_repository_blobs WHERE repository = ${repository} LIMIT 1`);
  return rows.length > 0;
}

/** Manifests of `repository` whose subject is `digest`. */
export async function referrers(handle: DbHandle, repository: string, digest: string): Promise<ManifestRow[]> {
  return handle.query<ManifestRow>(sql`SELECT ${MANIFEST_COLUMNS} FROM oci_manifests
    WHERE repository = ${repository} AND subject = ${digest} ORDER BY created_at, digest`);
}

// --- Upload sessions ------------------------------------------------------------------------

export async function insertUpload(handle: DbHandle, id: string, repository: string, now: Date): Promise<void> {
  await handle.query(sql`INSERT INTO oci_uploads (id, repository, size, created_at, updated_at)
    VALUES (${id}, ${repository}, 0, ${now.toISOString()}, ${now.toISOString()})`);
}

export async function findUpload(handle: DbHandle, id: string, repository: string): Promise<UploadRow | undefined> {
  const [row] = await handle.query<UploadRow>(
    sql`SELECT id, repository, size FROM oci_uploads WHERE id = ${id} AND repository = ${repository}`,
  );
  return row;
}

/** Moves the acknowledged size from `from` to `to`; false when another writer moved it first. */
export async function advanceUpload(handle: DbHandle, id: string, from: number, to: number, now: Date): Promise<boolean> {
  const rows = await handle.query(sql`UPDATE oci_uploads SET size = ${to}, updated_at = ${now.toISOString()}
    WHERE id = ${id} AND size = ${from} RETURNING id`);
  return rows.length > 0;
}

export async function deleteUpload(handle: DbHandle, id: string): Promise<boolean> {
  const rows = await handle.query(sql`DELETE FROM oci_uploads WHERE id = ${id} RETURNING id`);
  return rows.length > 0;
}
