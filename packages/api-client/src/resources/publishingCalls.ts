// The names of AgentsResource's publishing calls (their code is in ./publishing.ts, loaded on
// first use).
import type { AgentsResource } from './agents';

/** The publishing calls that change something. */
export const PUBLISHING_WRITES = ['create', 'update', 'remove', 'publish', 'yank', 'unyank', 'deprecate', 'undeprecate'] as const;

export const PUBLISHING_CALLS = [...PUBLISHING_WRITES, 'versions', 'version', 'download'] as const satisfies ReadonlyArray<
  keyof AgentsResource
>;

export type PublishingCalls = Pick<AgentsResource, (typeof PUBLISHING_CALLS)[number]>;

/** Stars and download trends (./engagement.ts). */
export const ENGAGEMENT_CALLS = ['starStatus', 'star', 'unstar', 'starred', 'downloads'] as const satisfies ReadonlyArray<
  keyof AgentsResource
>;

export type EngagementCalls = Pick<AgentsResource, (typeof ENGAGEMENT_CALLS)[number]>;
