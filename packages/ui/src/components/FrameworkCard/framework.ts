import {
  FRAMEWORK_LEGEND,
  FRAMEWORK_TIERS,
  FRAMEWORK_TIER_VALUES,
  type Framework,
  type FrameworkTier,
} from '@agent-registry/api-client/rules';
import { formatCount } from '../AgentCard/agent';

/** A framework as the screens read it: the contract's entity. */
export type FrameworkData = Framework;

/** The most stars a card draws. */
export const MAX_POPULARITY = 5;

/** 98200 -> '98.2k', 1250000 -> '1.3M', 950 -> '950'; strings pass through. */
export function formatStars(stars: number | string | null | undefined): string {
  if (stars === null || stars === undefined || stars === '') return '0';
  const n = typeof stars === 'number' ? stars : Number(stars);
  if (!Number.isFinite(n)) return String(stars);
  return formatCount(n);
}

/** Popularity as a whole number of stars between 0 and MAX_POPULARITY. */
export function popularityStars(popularity: number | string | null | undefined): number {
  const n = Math.round(Number(popularity ?? 0));
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_POPULARITY, Math.max(0, n));
}

/** The tier of a framework (1-3), or undefined when it has none we know. */
export function frameworkTier(tier: number | string | null | undefined): FrameworkTier | undefined {
  const n = Number(tier);
  return (FRAMEWORK_TIER_VALUES as readonly number[]).includes(n) ? (n as FrameworkTier) : undefined;
}

export interface FrameworkTierGroup {
  tier: FrameworkTier;
  title: string;
  frameworks: FrameworkData[];
}

/** Frameworks grouped by tier 1..3, in that order, keeping input order inside a tier; empty tiers skipped. */
export function groupFrameworksByTier(frameworks: readonly FrameworkData[]): FrameworkTierGroup[] {
  return FRAMEWORK_TIER_VALUES.map((tier) => ({
    tier,
    title: FRAMEWORK_TIERS[tier],
    frameworks: frameworks.filter((framework) => frameworkTier(framework.tier) === tier),
  })).filter((group) => group.frameworks.length > 0);
}

/** Frameworks whose name, description, category or best-for contains the text (case-insensitive). */
export function filterFrameworks(frameworks: readonly FrameworkData[], text: string): FrameworkData[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...frameworks];
  return frameworks.filter((framework) =>
    [framework.name, framework.description, framework.category, framework.best_for].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    ),
  );
}

export type FrameworkLegendEntry = (typeof FRAMEWORK_LEGEND)[number];

/** Colour family of each legend entry; shared by the legend dots and the card's category badge. */
export const legendTones = {
  Enterprise: 'primary',
  Research: 'accent',
  Development: 'success',
  Business: 'warning',
} as const satisfies Record<FrameworkLegendEntry, 'primary' | 'accent' | 'success' | 'warning'>;

export type LegendTone = (typeof legendTones)[FrameworkLegendEntry];

/** The legend entry a category belongs to (case-insensitive), if any. */
export function legendEntry(category: string | null | undefined): FrameworkLegendEntry | undefined {
  const needle = (category ?? '').trim().toLowerCase();
  return FRAMEWORK_LEGEND.find((entry) => entry.toLowerCase() === needle);
}
