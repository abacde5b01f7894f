import { describe, expect, it } from 'vitest';
import { filterFrameworks, formatStars, frameworkTier, groupFrameworksByTier, legendEntry, popularityStars } from './framework';

const fw = (name: string, tier: number, extra: Record<string, unknown> = {}) => ({ id: name, name, tier, ...extra });

describe('framework helpers', () => {
  it('formats stars', () => {
    expect(formatStars(98_200)).toBe('98.2k');
    expect(formatStars(34_000)).toBe('34k');
    expect(formatStars(950)).toBe('950');
    expect(formatStars(1_250_000)).toBe('1.3M');
    expect(formatStars('98200')).toBe('98.2k');
    expect(formatStars('95k')).toBe('95k');
    expect(formatStars(null)).toBe('0');
  });

  it('clamps popularity to 0..5 stars', () => {
    expect(popularityStars(4)).toBe(4);
    expect(popularityStars(9)).toBe(5);
    expect(popularityStars(-1)).toBe(0);
    expect(popularityStars(undefined)).toBe(0);
  });

  it('knows tiers 1 to 3 only', () => {
    expect(frameworkTier(1)).toBe(1);
    expect(frameworkTier('3')).toBe(3);
    expect(frameworkTier(4)).toBeUndefined();
  });

  it('groups by tier in order and skips empty tiers', () => {
    const groups = groupFrameworksByTier([fw('C', 3), fw('A', 1), fw('B', 1), fw('X', 9)]);
    expect(groups.map((group) => [group.tier, group.title, group.frameworks.map((f) => f.name)])).toEqual([
      [1, 'Market Leaders', ['A', 'B']],
      [3, 'Emerging & Specialized', ['C']],
    ]);
  });

  it('filters over name, description, category and best_for', () => {
    const list = [
      fw('LangChain', 1, { description: 'Chains', category: 'Development', best_for: 'RAG' }),
      fw('CrewAI', 1, { description: 'Crews', category: 'Business', best_for: 'Automation' }),
    ];
    expect(filterFrameworks(list, 'rag').map((f) => f.name)).toEqual(['LangChain']);
    expect(filterFrameworks(list, ' BUSINESS ').map((f) => f.name)).toEqual(['CrewAI']);
    expect(filterFrameworks(list, 'crew').map((f) => f.name)).toEqual(['CrewAI']);
    expect(filterFrameworks(list, 'nothing')).toEqual([]);
  });

  it('maps categories to legend entries', () => {
    expect(legendEntry('enterprise')).toBe('Enterprise');
    expect(legendEntry('Research')).toBe('Research');
    expect(legendEntry('other')).toBeUndefined();
  });
});
