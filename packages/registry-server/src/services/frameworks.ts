import {
  AGENT_API_MESSAGES,
  API_MESSAGES,
  ERROR_CODES,
  SAMPLE_FRAMEWORKS,
  type FrameworkInputSchema,
  type FrameworkListQuery,
  type FrameworkUpdateSchema,
  toSlug,
} from '@agent-registry/api-client/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { frameworks, type FrameworkRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { ApiError, notFound } from '../lib/errors.js';
import { camelKeys, givenFields } from '../lib/fields.js';
import type { ServiceContext } from './context.js';

type FrameworkInput = z.output<typeof FrameworkInputSchema>;
type FrameworkUpdate = z.output<typeof FrameworkUpdateSchema>;

export function frameworkJson(row: FrameworkRow) {
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    stars: row.stars,
    popularity: row.popularity,
    category: row.category,
    tier: row.tier,
    trending: row.trending,
    best_for: row.bestFor,
    website: row.website,
    icon: row.icon,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** '95k', '1.2M', '12,345' or 12345 as a number of stars. */
export function parseStars(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const m = /^([\d.,]+)\s*([kKmM])?$/.exec(value.trim());
  if (!m)
    throw new ApiError(400, ERROR_CODES.validation, 'Stars must be a number such as 12000 or 12k', {
      stars: 'Stars must be a number such as 12000 or 12k',
    });
  const n = Number(m[1].replace(/,/g, ''));
  const mult = m[2] ? (m[2].toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1;
  const stars = Math.round(n * mult);
  if (!Number.isFinite(stars) || stars > 2_000_000_000) {
    throw new ApiError(400, ERROR_CODES.validation, 'Stars must be a number such as 12000 or 12k', {
      stars: 'Stars must be a number such as 12000 or 12k',
    });
  }
  return stars;
}

// The contract's slug rule, cut to 60 characters (a trailing '-' kept, as ids always were).
const slugify = (name: string): string => toSlug(name).slice(0, 60) || 'framework';

export async function listFrameworks(ctx: ServiceContext, q: FrameworkListQuery) {
  const conds: SQL[] = [];
  if (q.tier !== undefined) conds.push(eq(frameworks.tier, q.tier));
  if (q.category) conds.push(sql`lower(${frameworks.category}) = lower(${q.category})`);
  if (q.trending !== undefined) conds.push(eq(frameworks.trending, q.trending));
  const rows = await ctx.db
    .select()
    .from(frameworks)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(asc(frameworks.tier), desc(frameworks.stars), asc(frameworks.name))
    .limit(q.limit);
  const data = rows.map(frameworkJson);
  return { data, count: data.length };
}

export async function getFramework(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db.select().from(frameworks).where(eq(frameworks.id, id)).limit(1);
  if (!row) throw notFound(API_MESSAGES.frameworkNotFound);
  return frameworkJson(row);
}

export async function createFramework(ctx: ServiceContext, userId: string, input: FrameworkInput) {
  const now = ctx.clock.now();
  const base = slugify(input.name);
  for (let i = 1; i <= 20; i++) {
    const id = i === 1 ? base : `${base}-${i}`;
    const [row] = await ctx.db
      .insert(frameworks)
      .values({
        id,
        name: input.name,
        subtitle: input.subtitle ?? '',
        description: input.description ?? '',
        stars: parseStars(input.stars) ?? 0,
        popularity: input.popularity ?? 3,
        category: input.category ?? 'Development',
        tier: input.tier,
        trending: input.trending ?? false,
        bestFor: input.best_for ?? '',
        website: input.website ?? '',
        icon: input.icon ?? 'code',
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: frameworks.id })
      .returning();
    if (row) return frameworkJson(row);
  }
  throw new ApiError(409, ERROR_CODES.conflict, AGENT_API_MESSAGES.frameworkExists);
}

export async function updateFramework(ctx: ServiceContext, id: string, input: FrameworkUpdate) {
  const given = givenFields(input, [
    'name',
    'subtitle',
    'description',
    'popularity',
    'category',
    'tier',
    'trending',
    'best_for',
    'website',
    'icon',
  ]);
  const patch: Partial<typeof frameworks.$inferInsert> = { updatedAt: ctx.clock.now(), ...camelKeys(given) };
  if (input.stars !== undefined) patch.stars = parseStars(input.stars);
  const [row] = await ctx.db.update(frameworks).set(patch).where(eq(frameworks.id, id)).returning();
  if (!row) throw notFound(API_MESSAGES.frameworkNotFound);
  return frameworkJson(row);
}

export async function deleteFramework(ctx: ServiceContext, id: string) {
  const deleted = await ctx.db.delete(frameworks).where(eq(frameworks.id, id)).returning({ id: frameworks.id });
  if (!deleted.length) throw notFound(API_MESSAGES.frameworkNotFound);
  return { message: API_MESSAGES.frameworkDeleted };
}

/** Loads the curated frameworks; existing entries with the same id are refreshed. */
export async function seedFrameworks(ctx: ServiceContext) {
  const now = ctx.clock.now();
  const rows = SAMPLE_FRAMEWORKS.map((f) => ({
    id: f.id,
    name: f.name,
    subtitle: f.subtitle,
    description: f.description,
    stars: f.stars,
    popularity: f.popularity,
    category: f.category,
    tier: f.tier,
    trending: f.trending,
    bestFor: f.best_for,
    website: f.website,
    icon: f.icon,
    createdAt: now,
    updatedAt: now,
  }));
  await ctx.db
    .insert(frameworks)
    .values(rows)
    .onConflictDoUpdate({
      target: frameworks.id,
      set: {
        name: sql`excluded.name`,
        subtitle: sql`excluded.subtitle`,
        description: sql`excluded.description`,
        stars: sql`excluded.stars`,
        popularity: sql`excluded.popularity`,
        category: sql`excluded.category`,
        tier: sql`excluded.tier`,
        trending: sql`excluded.trending`,
        bestFor: sql`excluded.best_for`,
        website: sql`excluded.website`,
        icon: sql`excluded.icon`,
        updatedAt: now,
      },
    });
  return { message: API_MESSAGES.frameworksSeeded, count: rows.length };
}
