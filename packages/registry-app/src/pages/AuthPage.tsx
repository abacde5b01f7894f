import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthScreen, notify, Spinner, type AuthMode } from '@agent-registry/ui';
import { authFailureMessage, type AuthResult } from '@agent-registry/api-client';
import { API_MESSAGES, DEMO_ACCOUNT, ERROR_CODES, FAILURE_TOASTS, SUCCESS_TOASTS } from '@agent-registry/api-client/contract';
import { api } from '../data/api';
import { useMockMode } from '../data/useMockMode';
import { authParams, readAuthParams, safeReturnPath } from '../router/authParams';
import { useSession } from '../session/SessionProvider';
import { useCooldown } from '../session/useCooldown';

/** The answers that refuse the code itself (rather than the address or the password). */
const CODE_ERRORS = new Set<string>([
  ERROR_CODES.codeInvalid,
  ERROR_CODES.codeExpired,
  ERROR_CODES.codeMissing,
  ERROR_CODES.tooManyAttempts,
]);

/**
 * /auth: the five modes of spec sections 2 and 4. The mode, the email and the page to return to
 * live in the URL (`/auth?mode=confirm&email=…&next=/profile`), so a reload, the back button or a
 * link from another tab lands on the same screen.
 */
export default function AuthPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { mode, email, next } = readAuthParams(params);
  const [isSubmitting, setSubmitting] = useState(false);
  /** The address sign-in answered 'Please confirm your email…' for, until the mode changes. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | undefined>();
  const cooldown = useCooldown();
  /** The server's refusal of the code just sent (confirm and reset modes): marks the code field. */
  const [codeError, setCodeError] = useState<string | undefined>();
  const mockMode = useMockMode();

  /** A new screen is a new history entry, so Back returns to the previous one. */
  const go = (nextMode: AuthMode, nextEmail = email) => {
    setUnconfirmedEmail(undefined);
    setCodeError(undefined);
    setParams(authParams({ mode: nextMode, email: nextEmail, next }));
  };

  if (status === 'loading') return <Spinner size="large" label="Checking your session" />;
  // Back to the page the visitor asked for (a same-origin path only), else the dashboard.
  if (status === 'authenticated') return <Navigate to={safeReturnPath(next) ?? '/dashboard'} replace />;

  /** Runs an auth call; success toasts and moves on, failure toasts the server's words or the fallback. */
  async function submit(
    call: () => Promise<AuthResult>,
    success: string,
    failure: string,
    then: () => void,
    onFailure?: (result: AuthResult) => void,
  ) {
    setSubmitting(true);
    setCodeError(undefined);
    try {
      const result = await call();
      if (result.success) {
        notify.success(success);
        then();
      } else {
        notify.error(authFailureMessage(result, failure));
        onFailure?.(result);
      }
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : failure);
    } finally {
      setSubmitting(false);
    }
  }

  /** A refused code (wrong, expired, used up) marks the code field as well as the toast. */
  const markRefusedCode = (result: AuthResult) => {
    if (result.error && CODE_ERRORS.has(result.error)) setCodeError(authFailureMessage(result, FAILURE_TOASTS.confirmEmail));
  };

  const resendConfirmation = (address: string, then: () => void = cooldown.start) =>
    submit(() => api.auth.resendConfirmation({ email: address }), SUCCESS_TOASTS.resendCode, FAILURE_TOASTS.resendCode, then);

  return (
    <AuthScreen
      mode={mode}
      onModeChange={(nextMode) => go(nextMode, nextMode === 'confirmSignUp' ? (unconfirmedEmail ?? email) : email)}
      email={email}
      isSubmitting={isSubmitting}
      resendCooldownSeconds={cooldown.seconds}
      codeError={codeError}
      // On a real registry the demo account is shared and read-only; in mock mode it is this browser's own.
      demoCredentials={{ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, note: mockMode ? undefined : API_MESSAGES.demoHint }}
      unconfirmedEmail={mode === 'signIn' ? unconfirmedEmail : undefined}
      onSignIn={(values) =>
        submit(
          () => api.auth.login(values),
          SUCCESS_TOASTS.signIn,
          FAILURE_TOASTS.signIn,
          () => navigate(safeReturnPath(next) ?? '/dashboard', { replace: true }),
          (result) => setUnconfirmedEmail(result.error === ERROR_CODES.emailNotConfirmed ? values.email : undefined),
        )
      }
      onSignUp={(values) =>
        submit(
          () => api.auth.register(values),
          SUCCESS_TOASTS.signUp,
          FAILURE_TOASTS.signUp,
          () => {
            go('confirmSignUp', values.email);
            cooldown.start();
          },
        )
      }
      onConfirm={(values) =>
        submit(
          () => api.auth.confirmEmail({ email: values.email, confirmation_code: values.code }),
          SUCCESS_TOASTS.confirmEmail,
          FAILURE_TOASTS.confirmEmail,
          () => go('signIn', values.email),
          markRefusedCode,
        )
      }
      onResend={(address) => {
        if (mode === 'resetPassword') {
          return submit(
            () => api.auth.forgotPassword({ email: address }),
            SUCCESS_TOASTS.forgotPassword,
            FAILURE_TOASTS.forgotPassword,
            cooldown.start,
          );
        }
        // From the sign-in card's 'Resend code': on to the code screen with the new code on its way.
        if (mode === 'signIn') {
          return resendConfirmation(address, () => {
            cooldown.start();
            go('confirmSignUp', address);
          });
        }
        return resendConfirmation(address);
      }}
      onForgot={(address) =>
        submit(
          () => api.auth.forgotPassword({ email: address }),
          SUCCESS_TOASTS.forgotPassword,
          FAILURE_TOASTS.forgotPassword,
          () => {
            go('resetPassword', address);
            cooldown.start();
          },
        )
      }
      onReset={(values) =>
        submit(
          () => api.auth.resetPassword({ email: values.email, code: values.code, new_password: values.newPassword }),
          SUCCESS_TOASTS.resetPassword,
          FAILURE_TOASTS.resetPassword,
          () => go('signIn', values.email),
          markRefusedCode,
        )
      }
    />
  );
}
