import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { agents, apiTokens, appMeta, personalAccessTokens, sessions, users, verificationCodes } from '../db/schema.js';
import { DEMO_ACCOUNT, DEMO_ROLE, SAMPLE_FRAMEWORKS, currentVersionOf } from '@agent-registry/api-client/contract';
import { hashPassword } from '../auth/passwords.js';
import { manifestToYaml, readAgentFile } from '../lib/agentYaml.js';
import { SAMPLE_AUTHOR_NAME, seedManifest, seedReadme, seedSlug, seedVersions } from '../seed/agentFiles.js';
import { AGENT_SEEDS } from '../seed/agents.js';
import { pgTextArray } from '../db/rawSql.js';
import type { ServiceContext } from './context.js';
import { seedFrameworks } from './frameworks.js';
import { newAccountPreferences } from './users.js';

export const SAMPLE_AUTHOR_EMAIL = 'samples@agent-registry.local';

/** The author of the sample agents; it has no password, so nobody can sign in as it. */
async function sampleAuthor(ctx: ServiceContext): Promise<{ id: string; username: string }> {
  const columns = { id: users.id, username: users.username };
  const [existing] = await ctx.db.select(columns).from(users).where(eq(users.email, SAMPLE_AUTHOR_EMAIL));
  if (existing) return existing;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: SAMPLE_AUTHOR_EMAIL,
      passwordHash: null,
      fullName: SAMPLE_AUTHOR_NAME,
      username: 'agent-registry',
      confirmed: true,
      status: 'active',
      role: 'user',
      bio: 'Sample agents that ship with the registry.',
      preferences: newAccountPreferences(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(columns);
  if (row) return row;
  const [again] = await ctx.db.select(columns).from(users).where(eq(users.email, SAMPLE_AUTHOR_EMAIL));
  return again!;
}

const DAY_MS = 86_400_000;

/**
 * The sample agents, each with a real agent.yaml per version (checked with the publishing rules,
 * as a publish would be), a README and a short release history; in one transaction.
 */
export async function seedSampleAgents(ctx: ServiceContext): Promise<number> {
  const owner = await sampleAuthor(ctx);
  const now = ctx.clock.now().getTime();
  const docs = new Map(SAMPLE_FRAMEWORKS.map((f) => [f.id, f.website]));
  await ctx.db.transaction(async (tx) => {
    for (const [index, a] of AGENT_SEEDS.entries()) {
      const id = crypto.randomUUID();
      const createdMs = now - a.ageDays * DAY_MS;
      const readme = seedReadme(a, owner.username);
      const history = seedVersions(a, index).map((v) => ({
        ...v,
        file: readAgentFile({ agent_yaml: manifestToYaml(seedManifest(a, v.version)) }),
        publishedAt: new Date(createdMs + v.publishedAfterDays * DAY_MS).toISOString(),
      }));
      const current = currentVersionOf(history.map((v) => ({ version: v.version, yanked: v.yankReason !== null })))!;
      const currentFile = history.find((v) => v.version === current)!.file;
      const updated = history[history.length - 1]!.publishedAt;
      await tx.execute(sql`
        INSERT INTO agents (id, owner_id, name, description, author_name, category, featured, visibility,
          status, current_version, tags, repository_url, documentation_url, rating, download_count, views,
          manifest, namespace, slug, created_at, updated_at)
        VALUES (${id}, ${owner.id}, ${a.name}, ${a.description}, ${SAMPLE_AUTHOR_NAME},
          ${a.category}, ${a.featured}, 'public', 'published', ${current}, ${pgTextArray(a.tags)}::text[],
          NULL, ${docs.get(a.framework) ?? null}, ${a.rating}, ${a.downloads}, ${a.views},
          ${JSON.stringify(currentFile.manifest)}::jsonb, ${owner.username}, ${seedSlug(a)},
          ${new Date(createdMs).toISOString()}, ${updated})`);
      const rows = history.map(
        (v) => sql`(${id}, ${v.version}, ${JSON.stringify(v.file.manifest)}::jsonb, ${v.file.text}, ${readme}, ${v.changelog},
          ${v.file.digest}, ${owner.id}, ${v.publishedAt}, ${v.downloads}, ${v.file.prerelease},
          ${v.yankReason === null ? null : updated}::timestamptz, ${v.yankReason})`,
      );
      await tx.execute(sql`
        INSERT INTO agent_versions (agent_id, version, manifest, agent_yaml, readme, changelog, digest, published_by,
          published_at, download_count, prerelease, yanked_at, yank_reason)
        VALUES ${sql.join(rows, sql`, `)}`);
    }
  });
  return AGENT_SEEDS.length;
}

/** The demo account as it is after every start: its password, a blank profile, nothing else. */
async function demoAccountValues(ctx: ServiceContext) {
  return {
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    fullName: DEMO_ACCOUNT.name,
    username: DEMO_ACCOUNT.email.split('@')[0],
    confirmed: true,
    status: 'active',
    role: DEMO_ROLE,
    avatarUrl: '',
    bio: 'The demo account of this registry. It is read-only and reset on every start.',
    websiteUrl: '',
    githubUsername: '',
    twitterUsername: '',
    preferences: newAccountPreferences(),
    updatedAt: ctx.clock.now(),
  };
}

/**
 * The demo account the sign-in page offers (DEMO_ACCOUNT), confirmed so it can sign in at once and
 * read-only (DEMO_ROLE). Seeded with the sample data only: a production registry starts with
 * SEED_ON_START=false.
 */
export async function seedDemoAccount(ctx: ServiceContext): Promise<void> {
  await ctx.db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: DEMO_ACCOUNT.email, createdAt: ctx.clock.now(), ...(await demoAccountValues(ctx)) })
    .onConflictDoNothing({ target: users.email });
}

/**
 * Puts the demo account back as seeded (password, profile, role), and drops its sessions, tokens,
 * codes and agents: whatever a visitor did as 'demo' is gone after a restart. False when there is
 * no demo account (a registry that was never seeded).
 */
export async function resetDemoAccount(ctx: ServiceContext): Promise<boolean> {
  const [demo] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!demo) return false;
  const values = await demoAccountValues(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set(values).where(eq(users.id, demo.id));
    await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, demo.id));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, demo.id));
    await tx.delete(sessions).where(eq(sessions.userId, demo.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, demo.id));
    await tx.delete(agents).where(eq(agents.ownerId, demo.id));
  });
  return true;
}

/**
 * On the very first start (an empty database), load the frameworks and the sample agents.
 * Recorded in app_meta, so deleting them later does not bring them back.
 */
export async function seedOnFirstStart(ctx: ServiceContext): Promise<{ seeded: boolean; frameworks: number; agents: number }> {
  const claimed = await ctx.db
    .insert(appMeta)
    .values({ key: 'seeded', value: { at: ctx.clock.now().toISOString() } })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  if (!claimed.length) return { seeded: false, frameworks: 0, agents: 0 };
  try {
    const fw = await seedFrameworks(ctx);
    const agents = await seedSampleAgents(ctx);
    await seedDemoAccount(ctx);
    return { seeded: true, frameworks: fw.count, agents };
  } catch (err) {
    // Let the next start try again.
    await ctx.db.delete(appMeta).where(eq(appMeta.key, 'seeded'));
    throw err;
  }
}
