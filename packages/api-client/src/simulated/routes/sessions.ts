// /auth/sessions: the account's signed-in sessions (the server's sessions service), a session only.
import { ERROR_CODES, SECURITY_MESSAGES } from '../../contract';
import { fail, ok } from '../answers';
import { emailKey, save, signedIn, staleProof, type SimulatedContext } from '../context';
import { sessionId, sessionInfo } from '../security';
import type { SimulatedSession, SimulatedState, SimulatedUser } from '../store';
import type { RouteHandlers } from './table';

/** The live sessions of `user`, by token. */
const sessionsOf = (state: SimulatedState, user: SimulatedUser) =>
  Object.entries(state.sessions).filter(([, session]) => session.email === emailKey(user.email) && Date.now() <= session.expires_at);

export function sessionRoutes(ctx: SimulatedContext) {
  return {
    /** The current one first, then the most recently seen. */
    listSessions: signedIn(ctx, (user, { token }, state) => {
      const seen = (session: SimulatedSession) => session.last_seen_at ?? session.created_at ?? 0;
      const data = sessionsOf(state, user)
        .sort(([tokenA, a], [tokenB, b]) => Number(tokenB === token) - Number(tokenA === token) || seen(b) - seen(a))
        .map(([other, session]) => sessionInfo(other, session, other === token));
      return ok({ data });
    }),

    /** That session is signed out (the current one too, like logout). */
    endSession: signedIn(ctx, (user, { params, token }, state) => {
      const found = sessionsOf(state, user).find(([other]) => sessionId(other) === params.id!.toLowerCase());
      if (!found) return fail(404, ERROR_CODES.notFound, SECURITY_MESSAGES.sessionNotFound);
      // Signing oneself out needs no proof; ending another device's session does.
      const stale = found[0] === token ? null : staleProof(state, token);
      if (stale) return stale;
      delete state.sessions[found[0]];
      return save(ctx, state, ok({ message: SECURITY_MESSAGES.sessionEnded }));
    }),

    /** Every session of the account but the caller's, after a recent password proof. */
    endOtherSessions: signedIn(ctx, (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      const others = sessionsOf(state, user).filter(([other]) => other !== token);
      for (const [other] of others) delete state.sessions[other];
      return save(ctx, state, ok({ message: SECURITY_MESSAGES.otherSessionsEnded, count: others.length }));
    }),
  } satisfies RouteHandlers;
}
