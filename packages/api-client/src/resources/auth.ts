// The ten auth calls of spec section 7. An error answer's body is returned as the result
// (never thrown); `success` is judged by the spec's marker phrases. Only "no API at all"
// (connection, timeout) throws, which is what hands the call to the simulated backend.
// The sessions calls (list, end one, end the others) are not of these: they reject like the
// users calls (./security.ts).
import type { User } from '../contract/entities';
import { hasAuthSuccessMarker } from '../contract/messages';
import { normalizeUser } from '../contract/normalize';
import type {
  AuthResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  ConfirmPasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResendConfirmationRequest,
  ResetPasswordRequest,
  UpdateAuthProfileRequest,
} from '../contract/schemas';
import { isApiError } from '../errors';
import { isPlainObject, type Http, type RequestConfig } from '../transport/http';
import type { CallOptions } from './input';
import { loadChecks, type Checks } from './load';
import { createSessionCalls } from './security';

/** The body of an auth answer with `success` decided and `user` normalised. */
export type AuthResult = Omit<AuthResponse, 'user'> & {
  success: boolean;
  user?: User;
};

export type AuthResource = ReturnType<typeof createAuthResource>;

/** The calls answered with an AuthResult. */
type AuthCall =
  | 'register'
  | 'login'
  | 'confirmEmail'
  | 'resendConfirmation'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'confirmPassword'
  | 'updateProfile'
  | 'verify'
  | 'logout';

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

export function createAuthResource(http: Http) {
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

  /** The call `call`, made with the request it is given. */
  function callWith<I>(call: AuthCall) {
    return (input: I): Promise<AuthResult> => send(call, input);
  }

  return {
    /** POST /auth/register {email, password, name} */
    register: callWith<RegisterRequest>('register'),

    /** POST /auth/login {email, password}. On success the session is stored. */
    login: callWith<LoginRequest>('login'),

    /** POST /auth/confirm-email {email, confirmation_code} */
    confirmEmail: callWith<ConfirmEmailRequest>('confirmEmail'),

    /** POST /auth/resend-confirmation {email} */
    resendConfirmation: callWith<ResendConfirmationRequest>('resendConfirmation'),

    /** POST /auth/forgot-password {email} */
    forgotPassword: callWith<ForgotPasswordRequest>('forgotPassword'),

    /** POST /auth/reset-password {email, code, new_password} */
    resetPassword: callWith<ResetPasswordRequest>('resetPassword'),

    /** POST /auth/change-password {old_password, new_password} */
    changePassword: callWith<ChangePasswordRequest>('changePassword'),

    /**
     * POST /auth/confirm-password {password}: a fresh password proof for this session. Revealing or
     * generating the PAT and deleting an agent answer 403 `reauthentication_required` without one
     * from the last 10 minutes (`REAUTH_WINDOW_MS`); see `isReauthRequired`.
     */
    confirmPassword: callWith<ConfirmPasswordRequest>('confirmPassword'),

    /** PUT /auth/profile {name}; answers with the user. */
    updateProfile: callWith<UpdateAuthProfileRequest>('updateProfile'),

    /** GET /auth/verify */
    verify(options?: CallOptions): Promise<AuthResult> {
      return send('verify', undefined, options?.signal);
    },

    /** POST /auth/logout. The session is cleared whatever happens. */
    logout(): Promise<AuthResult> {
      return send('logout');
    },

    ...createSessionCalls(http),
  };
}

/** The message to show for a failed auth result: its message, else its error, else `fallback`. */
export function authFailureMessage(result: Pick<AuthResponse, 'message' | 'error'>, fallback: string): string {
  return result.message || result.error || fallback;
}
