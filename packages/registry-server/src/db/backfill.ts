// Agents published before versions existed (migration 0003) get one version each, made from their
// row the way downloads used to make up an agent.yaml, so an older database keeps downloading.
// SQL cannot write YAML, hence this step in JavaScript; it runs once per database, right after
// the migrations (an app_meta key records it, in the same transaction).
import { AGENT_API_VERSION, isPrerelease } from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { manifestToYaml, sha256Hex } from '../lib/agentYaml.js';
import type { DbHandle } from './client.js';

const BATCH = 500;
const DONE_KEY = 'agent_versions_backfilled';

interface LegacyAgent {
  id: string;
  owner_id: string;
  name: string;
  slug: string;
  description: string;
  author_name: string;
  tags: string[];
  current_version: string;
  manifest: Record<string, unknown> | null;
  download_count: number;
  updated_at: Date | string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The agent.yaml an agent without versions was downloaded as. */
export function legacyManifest(agent: LegacyAgent): Record<string, unknown> {
  const stored = isRecord(agent.manifest) ? agent.manifest : {};
  const storedMeta = isRecord(stored.metadata) ? stored.metadata : {};
  const tags = agent.tags ?? [];
  return {
    apiVersion: AGENT_API_VERSION,
    kind: 'Agent',
    ...stored,
    metadata: {
      ...storedMeta,
      name: agent.slug,
      displayName: agent.name,
      version: agent.current_version,
      description: agent.description,
      author: agent.author_name,
      tags,
    },
    spec: stored.spec ?? { runtime: 'python', capabilities: tags.slice(0, 5) },
  };
}

/** Gives every agent without a version its first one (once per database); how many it made. */
export async function backfillAgentVersions(handle: DbHandle): Promise<number> {
  return handle.db.transaction(async (tx) => {
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
    const claimed = await rows<{ key: string }>(sql`
      INSERT INTO app_meta (key, value) VALUES (${DONE_KEY}, ${JSON.stringify({ at: new Date().toISOString() })}::jsonb)
      ON CONFLICT (key) DO NOTHING RETURNING key`);
    if (!claimed.length) return 0;
    let made = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const agents = await rows<LegacyAgent>(sql`
        SELECT a.id, a.owner_id, a.name, a.slug, a.description, a.author_name, a.tags, a.current_version, a.manifest,
          a.download_count, a.updated_at
        FROM agents a
        WHERE a.id > ${after}::uuid AND NOT EXISTS (SELECT 1 FROM agent_versions v WHERE v.agent_id = a.id)
        ORDER BY a.id LIMIT ${BATCH}`);
      if (!agents.length) return made;
      const versions = agents.map((agent) => {
        const manifest = legacyManifest(agent);
        const text = manifestToYaml(manifest);
        return {
          agent_id: agent.id,
          version: agent.current_version,
          manifest,
          agent_yaml: text,
          digest: sha256Hex(text),
          published_by: agent.owner_id,
          published_at: new Date(agent.updated_at).toISOString(),
          download_count: Number(agent.download_count),
          prerelease: isPrerelease(agent.current_version),
        };
      });
      // One statement per batch for the versions, one for the agents' denormalised manifest.
      const json = JSON.stringify(versions);
      await tx.execute(sql`
        INSERT INTO agent_versions (agent_id, version, manifest, agent_yaml, digest, published_by, published_at,
          download_count, prerelease)
        SELECT x.agent_id, x.version, x.manifest, x.agent_yaml, x.digest, x.published_by, x.published_at,
          x.download_count, x.prerelease
        FROM jsonb_to_recordset(${json}::jsonb) AS x(agent_id uuid, version text, manifest jsonb, agent_yaml text,
          digest text, published_by uuid, published_at timestamptz, download_count integer, prerelease boolean)
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        UPDATE agents a SET manifest = x.manifest
        FROM jsonb_to_recordset(${json}::jsonb) AS x(agent_id uuid, manifest jsonb)
        WHERE a.id = x.agent_id`);
      made += versions.length;
      after = agents[agents.length - 1]!.id;
    }
  });
}
