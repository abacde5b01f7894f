/// <reference types="vite/client" />
// Every component the package exports has at least one story with a play function, so each one is
// rendered and exercised in Chromium (the play functions run as tests) and shown in the Storybook.
// A component added to index.ts without such a story fails here, by name.
import { describe, expect, it } from 'vitest';
import * as ui from './index';

// The stories' source text: which components each story renders and whether it has a play.
const storyFiles = import.meta.glob<string>('./**/*.stories.tsx', { query: '?raw', import: 'default', eager: true });

/** A React component: a function named in PascalCase, or a forwardRef/memo object. */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z][a-z]/.test(name)) return false;
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

/** The components a stretch of story source renders as JSX (`<AgentCard …>`). */
function jsxTags(source: string): string[] {
  return [...source.matchAll(/<([A-Z]\w*)[\s/>]/g)].map((match) => match[1]!);
}

const hasPlay = (source: string) => /\bplay\s*[:(]/.test(source);

/**
 * Which components are rendered by a story with a play function, per stories file: a file is its
 * meta (before the first `export const`) and one chunk per story. A story renders the meta's
 * `component` (through args or its own render) and whatever its own or the meta's render writes.
 */
export function componentsWithPlayedStories(files: Record<string, string>): Map<string, string[]> {
  const covered = new Map<string, string[]>();
  for (const [file, source] of Object.entries(files)) {
    const [metaSource = '', ...stories] = source.split(/^export const /m);
    const metaComponent = /\bcomponent:\s*(\w+)/.exec(metaSource)?.[1];
    const metaPlays = hasPlay(metaSource);
    const metaTags = jsxTags(metaSource);
    for (const story of stories) {
      if (!metaPlays && !hasPlay(story)) continue;
      const rendered = [...jsxTags(story), ...metaTags];
      if (metaComponent) rendered.push(metaComponent);
      for (const name of rendered) covered.set(name, [...(covered.get(name) ?? []), file]);
    }
  }
  return covered;
}

describe('@agent-registry/ui stories', () => {
  const components = Object.entries(ui)
    .filter(([name, value]) => isComponent(name, value))
    .map(([name]) => name)
    .sort();

  it('finds the exported components and the stories', () => {
    // Guards the test itself: an empty list would pass the check below without checking anything.
    expect(components).toEqual(expect.arrayContaining(['AgentCard', 'Button', 'Header', 'LandingScreen']));
    expect(Object.keys(storyFiles).length).toBeGreaterThan(40);
  });

  it('has a story with a play function for every exported component', () => {
    const covered = componentsWithPlayedStories(storyFiles);
    const missing = components.filter((name) => !covered.has(name));
    expect(
      missing,
      `These exported components have no story with a play function (add one to their folder's .stories.tsx): ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('tells a story with a play function from one without', () => {
    const covered = componentsWithPlayedStories({
      'a.stories.tsx': `const meta = preview.meta({ component: Alpha });\nexport const One = meta.story({ render: () => <Beta /> });\nexport const Two = meta.story({ play: async () => {}, render: () => <Gamma label="x" /> });\n`,
    });
    expect([...covered.keys()].sort()).toEqual(['Alpha', 'Gamma']);
  });
});
