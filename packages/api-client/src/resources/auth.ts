// The ten auth calls of spec section 7. An error answer's body is returned as the result
// (never thrown); `success` is judged by the spec's marker phrases. Only "no API at all"
// (connection, timeout) throws, which is what hands the call to the simulated backend.
// The sessions calls (list, end one, end the others) are not of these: they reject like the
// users calls, and their code loads on first use (./security.ts).
import { hasAuthSuccessMarker } from '../contract/constants';
import type { User } from '../contract/entities';
import { normalizeUser } from '../contract/normalize';
import type {
  AuthResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  ConfirmPasswordRequest,
  CountResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResendConfirmationRequest,
  ResetPasswordRequest,
  SessionListResponse,
  UpdateAuthProfileRequest,
} from '../contract/schemas';
import { isApiError } from '../errors';
import { isPlainObject, type Http, type RequestConfig } from '../transport/http';
import { loadChecks, type Checks } from './input';
import { lazyCalls, once } from './lazy';
import { SESSION_CALLS, type SessionCalls } from './securityCalls';

type CallOptions = { signal?: AbortSignal | undefined };

/** The body of an auth answer with `success` decided and `user` normalised. */
export type AuthResult = Omit<AuthResponse, 'user'> & {
  success: boolean;
  user?: User;
};

export interface AuthResource {
  /** POST /auth/register {email, password, name} */
  register(input: RegisterRequest): Promise<AuthResult>;
  /** POST /auth/login {email, password}. On success the session is stored. */
  login(input: LoginRequest): Promise<AuthResult>;
  /** POST /auth/confirm-email {email, confirmation_code} */
  confirmEmail(input: ConfirmEmailRequest): Promise<AuthResult>;
  /** POST /auth/resend-confirmation {email} */
  resendConfirmation(input: ResendConfirmationRequest): Promise<AuthResult>;
  /** POST /auth/forgot-password {email} */
  forgotPassword(input: ForgotPasswordRequest): Promise<AuthResult>;
  /** POST /auth/reset-password {email, code, new_password} */
  resetPassword(input: ResetPasswordRequest): Promise<AuthResult>;
  /** POST /auth/change-password {old_password, new_password} */
  changePassword(input: ChangePasswordRequest): Promise<AuthResult>;
  /**
   * POST /auth/confirm-password {password}: a fresh password proof for this session. Revealing or
   * generating the PAT and deleting an agent answer 403 `reauthentication_required` without one
   * from the last 10 minutes (`REAUTH_WINDOW_MS`); see `isReauthRequired`.
   */
  confirmPassword(input: ConfirmPasswordRequest): Promise<AuthResult>;
  /** PUT /auth/profile {name}; answers with the user. */
  updateProfile(input: UpdateAuthProfileRequest): Promise<AuthResult>;
  /** GET /auth/verify */
  verify(options?: { signal?: AbortSignal }): Promise<AuthResult>;
  /** POST /auth/logout. The session is cleared whatever happens. */
  logout(): Promise<AuthResult>;

  // The signed-in sessions of the account. Unlike the calls above, these reject with an ApiError
  // (like the users calls); a token cannot list sessions (401 'session_required').

  /** GET /auth/sessions: the caller's live sessions, the current one first (`current: true`). */
  sessions(options?: CallOptions): Promise<SessionListResponse>;
  /**
   * DELETE /auth/sessions/{id}: signs that session out (404 for an unknown id). To sign this
   * browser out, use `logout`, which also clears the stored session.
   */
  endSession(id: string, options?: CallOptions): Promise<MessageResponse>;
  /** DELETE /auth/sessions: signs out every session but this one; `count` says how many ended. */
  endOtherSessions(options?: CallOptions): Promise<CountResponse>;
}

/** The calls answered with an AuthResult. */
type AuthCall = Exclude<keyof AuthResource, keyof SessionCalls>;

/** Each call's route of the contract's table (which names the name change updateAuthProfile). */
const routeOf = ({ AUTH_ROUTES }: Checks, call: AuthCall) => (call === 'updateProfile' ? AUTH_ROUTES.updateAuthProfile : AUTH_ROUTES[call]);

/** Did this answer mean success? */
export function judgeAuthSuccess(call: AuthCall, ok: boolean, body: AuthResponse): boolean {
  if (!ok) return false;
  switch (call) {
    case 'login':
      // A user and either 'Login successful' or a token.
      return !!body.user && (!!body.message?.includes('Login successful') || !!body.token);
    case 'register':
      return hasAuthSuccessMarker(body.message) || (!!body.user && !body.error);
    case 'updateProfile':
      return !!body.user && !body.error;
    case 'verify':
      return body.valid !== false && !body.error;
    case 'logout':
      return !body.error;
    default:
      return hasAuthSuccessMarker(body.message);
  }
}

function toResult(call: AuthCall, ok: boolean, body: AuthResponse): AuthResult {
  const { user, ...rest } = body;
  const result: AuthResult = { ...rest, success: judgeAuthSuccess(call, ok, body) };
  if (user) result.user = normalizeUser(user);
  return result;
}

export function createAuthResource(http: Http): AuthResource {
  const sessionCalls = once(() => import('./security').then((m) => m.createSessionCalls(http)));

  async function send(call: AuthCall, data?: unknown, signal?: AbortSignal): Promise<AuthResult> {
    const checks = await loadChecks();
    const route = routeOf(checks, call);
    // The input goes out as given: the server judges it, and its error body is the result.
    const config: RequestConfig = {
      method: route.method,
      url: route.path,
      data,
      signal,
      // The caller shows the spec's own failure toast from the returned body.
      toastErrors: false,
      // A 401 of a signed-in call ends the session; sign-out ends it anyway, so its 401 must not
      // bounce the user to /auth.
      handleUnauthorized: route.auth && call !== 'logout',
    };
    try {
      return toResult(call, true, await http.request(config, route.response));
    } catch (error) {
      // An error answer from the API: its body is the result.
      if (isApiError(error) && error.status !== undefined && error.kind !== 'connection' && isPlainObject(error.body)) {
        const parsed = checks.safeParse(checks.AuthResponseSchema, error.body);
        const body: AuthResponse = parsed.success ? parsed.data : { error: error.code, message: error.message };
        return toResult(call, false, body);
      }
      throw error;
    }
  }

  return {
    register: (input) => send('register', input),
    login: (input) => send('login', input),
    confirmEmail: (input) => send('confirmEmail', input),
    resendConfirmation: (input) => send('resendConfirmation', input),
    forgotPassword: (input) => send('forgotPassword', input),
    resetPassword: (input) => send('resetPassword', input),
    changePassword: (input) => send('changePassword', input),
    confirmPassword: (input) => send('confirmPassword', input),
    updateProfile: (input) => send('updateProfile', input),
    verify: (options) => send('verify', undefined, options?.signal),
    logout: () => send('logout'),
    // The sessions list is one screen of the account area: its code loads when it is first used.
    ...lazyCalls<SessionCalls>(SESSION_CALLS, sessionCalls),
  };
}

/** The message to show for a failed auth result: its message, else its error, else `fallback`. */
export function authFailureMessage(result: Pick<AuthResponse, 'message' | 'error'>, fallback: string): string {
  return result.message || result.error || fallback;
}
