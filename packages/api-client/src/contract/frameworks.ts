// The framework calls of spec section 7: the list with filters, one framework, and the writes.
import * as z from 'zod/mini';
import { FRAMEWORK_ICONS, FRAMEWORK_LIMIT, MAX_PAGE_SIZE } from './constants';
import {
  booleanQuery,
  count,
  int,
  MessageResponseSchema,
  queryInt,
  requiredText,
  route,
  text,
  webAddress,
  type ApiRoute,
  type MessageResponse,
} from './common';
import { FrameworkSchema } from './entities';
import { VALIDATION_MESSAGES as M } from './messages';

/** GET /frameworks query. limit defaults to 50. */
export const FrameworkListQuerySchema = z.strictObject({
  tier: z.optional(queryInt(1, 3)),
  category: z.optional(text(z.trim(), z.minLength(1), z.maxLength(100))),
  trending: z.optional(booleanQuery()),
  limit: z._default(queryInt(1, MAX_PAGE_SIZE), FRAMEWORK_LIMIT),
});
export type FrameworkListQuery = z.output<typeof FrameworkListQuerySchema>;

/** What a caller passes to `frameworks.list()`; empty values are left out. */
export interface FrameworkListParams {
  tier?: 1 | 2 | 3 | null;
  category?: string | null;
  trending?: boolean | null;
  limit?: number | null;
}

/** GET /frameworks: data, count; `error` is set when the client fell back to empty data. */
export const FrameworkListResponseSchema = z.object({
  data: z.array(FrameworkSchema),
  count: count(),
  error: z.optional(z.string()),
});
export type FrameworkListResponse = z.infer<typeof FrameworkListResponseSchema>;

/** GET /frameworks as it may arrive: older servers leave `count` out. */
export const FrameworkListWireSchema = z.extend(FrameworkListResponseSchema, { count: z.optional(count()) });
export type FrameworkListWire = z.infer<typeof FrameworkListWireSchema>;

/* @__NO_SIDE_EFFECTS__ */
function optionalText(max: number) {
  return z.optional(text(z.trim(), z.maxLength(max)));
}

/** POST /frameworks body. */
export const FrameworkInputSchema = z.strictObject({
  name: requiredText(z.maxLength(100)),
  subtitle: optionalText(200),
  description: optionalText(2000),
  stars: z.optional(z.union([int(z.minimum(0)), text(z.trim(), z.maxLength(20))])),
  popularity: z.optional(int(z.minimum(0), z.maximum(5))),
  category: optionalText(100),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  trending: z.optional(z.boolean()),
  best_for: optionalText(200),
  website: z.optional(text(z.trim(), webAddress(M.invalidUrl))),
  icon: z.optional(z.enum(FRAMEWORK_ICONS)),
});
export type FrameworkInput = z.input<typeof FrameworkInputSchema>;

/** PUT /frameworks/{id} body: any subset of the create fields. */
export const FrameworkUpdateSchema = z.partial(FrameworkInputSchema);
export type FrameworkUpdate = z.input<typeof FrameworkUpdateSchema>;

/** GET / POST / PUT /frameworks(/{id}) answer with the framework. */
export const FrameworkResponseSchema = FrameworkSchema;
export type FrameworkResponse = z.infer<typeof FrameworkResponseSchema>;

/** DELETE /frameworks/{id} */
export const FrameworkDeleteResponseSchema = MessageResponseSchema;
export type FrameworkDeleteResponse = MessageResponse;

/** POST /frameworks/seed */
export const FrameworkSeedResponseSchema = z.object({ message: z.string(), count: count() });
export type FrameworkSeedResponse = z.infer<typeof FrameworkSeedResponseSchema>;

export const FRAMEWORK_ROUTES = {
  listFrameworks: route('GET /frameworks', FrameworkListResponseSchema, { query: FrameworkListQuerySchema, wire: FrameworkListWireSchema }),
  getFramework: route('GET /frameworks/{id}', FrameworkResponseSchema),
  createFramework: route('POST /frameworks', FrameworkResponseSchema, { body: FrameworkInputSchema }),
  updateFramework: route('PUT /frameworks/{id}', FrameworkResponseSchema, { body: FrameworkUpdateSchema }),
  deleteFramework: route('DELETE /frameworks/{id}', FrameworkDeleteResponseSchema),
  seedFrameworks: route('POST /frameworks/seed', FrameworkSeedResponseSchema),
} as const satisfies Record<string, ApiRoute>;
