// Online garbage collection of the registry: abandoned uploads, blobs no manifest references, and
// files the database does not know. Anything younger than the grace period is left alone, so a
// blob being uploaded (or just mounted) is never taken; a blob a manifest references never is.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../services/context.js';
import type { BlobStore } from './blobStore.js';
import { isValidDigest } from './digest.js';

export interface GcReport {
  uploads: number;
  links: number;
  blobs: number;
  files: number;
}

export async function collectGarbage(
  ctx: ServiceContext,
  store: BlobStore,
  graceSeconds = ctx.config.oci.gcGraceSeconds,
): Promise<GcReport> {
  const cutoff = new Date(ctx.clock.now().getTime() - graceSeconds * 1000);
  const at = cutoff.toISOString();
  const report: GcReport = { uploads: 0, links: 0, blobs: 0, files: 0 };

  // Upload sessions nobody wrote to within the grace period.
  const uploads = await ctx.handle.query<{ id: string }>(sql`DELETE FROM oci_uploads WHERE updated_at < ${at} RETURNING id`);
  for (const { id } of uploads) await store.deleteUpload(id);
  report.uploads = uploads.length;

  // A repository's blobs that none of its manifests references.
  const links = await ctx.handle.query(sql`DELETE FROM oci_repository_blobs l WHERE l.created_at < ${at}
    AND NOT EXISTS (SELECT 1 FROM oci_manifests m WHERE m.repository = l.repository AND m.blobs @> ARRAY[l.digest]::text[])
    RETURNING l.digest`);
  report.links = links.length;

  // Blobs no repository holds and no manifest references.
  const blobs = await ctx.handle.query<{ digest: string }>(sql`DELETE FROM oci_blobs b WHERE b.created_at < ${at}
    AND NOT EXISTS (SELECT 1 FROM oci_repository_blobs l WHERE l.digest = b.digest)
    AND NOT EXISTS (SELECT 1 FROM oci_manifests m WHERE m.blobs @> ARRAY[b.digest]::text[])
    RETURNING b.digest`);
  for (const { digest } of blobs) {
    // A blob written again since (a new upload of the same content) keeps its file.
    const modified = await store.modifiedAt(digest);
    if (modified && modified < cutoff) await store.delete(digest);
  }
  report.blobs = blobs.length;

  // Files the database does not know (a process stopped between writing and recording one).
  const known = async (digest: string) => (await ctx.handle.query(sql`SELECT 1 FROM oci_blobs WHERE digest = ${digest}`)).length > 0;
  for await (const { digest, modifiedAt } of store.listBlobs()) {
    if (modifiedAt < cutoff && isValidDigest(digest) && !(await known(digest))) {
      await store.delete(digest);
      report.files++;
    }
  }
  const live = new Set((await ctx.handle.query<{ id: string }>(sql`SELECT id FROM oci_uploads`)).map((r) => r.id));
  for await (const { id, modifiedAt } of store.listUploads()) {
    if (modifiedAt >= cutoff) continue;
    if (id.startsWith('tmp/')) {
      await store.deleteTemp(id.slice(4));
      report.files++;
    } else if (!id.startsWith('tmp/') && !live.has(id)) {
      await store.deleteUpload(id);
      report.files++;
    }
  }
  return report;
}

export const gcReport = (r: GcReport) =>
  `Garbage collection: ${r.uploads} abandoned uploads, ${r.links} unreferenced repository blobs, ${r.blobs} blobs and ${r.files} stray files removed`;
