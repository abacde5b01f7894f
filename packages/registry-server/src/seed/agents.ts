// The sample agents a new registry starts with. The list itself is data (agents.json); it is
// checked against AgentSeedSchema when loaded, so a mistake in the file stops the start with a
// clear message instead of seeding half a catalogue.
import * as z from 'zod';
import samples from './agents.json';

const AgentSeedSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  category: z.enum(['productivity', 'development', 'analysis', 'creative', 'communication']),
  tags: z.array(z.string()),
  featured: z.boolean(),
  rating: z.number(),
  downloads: z.number(),
  views: z.number(),
  version: z.string(),
  /** Framework the sample is built with (its docs become the documentation link). */
  framework: z.string(),
  model: z.strictObject({ provider: z.string(), name: z.string() }),
  /** Days before the seeding time. */
  ageDays: z.number(),
});
export type AgentSeed = z.infer<typeof AgentSeedSchema>;

/** Realistic sample agents, so a new user meets a living registry. */
export const AGENT_SEEDS: AgentSeed[] = z.array(AgentSeedSchema).parse(samples);
