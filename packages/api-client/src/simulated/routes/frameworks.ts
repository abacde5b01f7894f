// The framework catalogue (the server's frameworks service): read from the dataset. Its writes are
// the operators' (OPERATORS, a server setting): a session is asked for, then refused.
import {
  API_MESSAGES,
  ERROR_CODES,
  FrameworkListQuerySchema,
  INLINE_MESSAGES,
  MODERATION_ERROR_CODES,
  MODERATION_MESSAGES,
} from '../../contract';
import { fail, ok, type Handler } from '../answers';
import { signedIn, withQuery, type SimulatedContext } from '../context';
import { listSampleFrameworks } from '../sample-frameworks';
import type { RouteHandlers } from './table';

export function frameworkRoutes(ctx: SimulatedContext) {
  const operatorsOnly: Handler = signedIn(ctx, () =>
    fail(403, MODERATION_ERROR_CODES.operatorRequired, MODERATION_MESSAGES.operatorRequired),
  );
  return {
    listFrameworks: withQuery(FrameworkListQuerySchema, (query) =>
      ctx.frameworks
        ? ok(listSampleFrameworks(query, ctx.dataset.frameworks))
        : // As the fallback after a failed call answers: empty, which is no simulated data.
          ok({ data: [], count: 0, error: INLINE_MESSAGES.frameworksFetchFailed }, false),
    ),
    getFramework: ({ params }) => {
      const framework = ctx.dataset.frameworks.find((candidate) => String(candidate.id) === params.id);
      return framework ? ok(framework) : fail(404, ERROR_CODES.notFound, API_MESSAGES.frameworkNotFound);
    },
    createFramework: operatorsOnly,
    updateFramework: operatorsOnly,
    deleteFramework: operatorsOnly,
    seedFrameworks: operatorsOnly,
  } satisfies RouteHandlers;
}
