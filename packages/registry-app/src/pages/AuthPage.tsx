import { useState } from 'react';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { AuthForm, notify, Spinner, type AuthMode } from '@agent-registry/ui';
import { authFailureMessage, type AuthResult } from '@agent-registry/api-client';
import { DEMO_ACCOUNT, FAILURE_TOASTS, SUCCESS_TOASTS } from '@agent-registry/api-client/contract';
import { api } from '../data/api';
import { useSession } from '../session/SessionProvider';
import { useCooldown } from '../session/useCooldown';

/** /auth: the five modes of spec sections 2 and 4. */
export default function AuthPage() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [email, setEmail] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const cooldown = useCooldown();

  if (status === 'loading') return <Spinner size="large" label="Checking your session" />;
  if (status === 'authenticated') {
    // Back where the visitor came from, else the dashboard (replacing /auth in the history).
    const from = (location.state as { from?: Location } | null)?.from;
    return <Navigate to={from ? `${from.pathname}${from.search}` : '/dashboard'} replace />;
  }

  /** Runs an auth call; success toasts and moves on, failure toasts the server's words or the fallback. */
  async function submit(call: () => Promise<AuthResult>, success: string, failure: string, then: () => void) {
    setSubmitting(true);
    try {
      const result = await call();
      if (result.success) {
        notify.success(success);
        then();
      } else {
        notify.error(authFailureMessage(result, failure));
      }
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : failure);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <AuthForm
        mode={mode}
        onModeChange={setMode}
        email={email}
        isSubmitting={isSubmitting}
        resendCooldownSeconds={cooldown.seconds}
        demoCredentials={{ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }}
        onSignIn={(values) =>
          submit(() => api.auth.login(values), SUCCESS_TOASTS.signIn, FAILURE_TOASTS.signIn, () => navigate('/dashboard', { replace: true }))
        }
        onSignUp={(values) =>
          submit(() => api.auth.register(values), SUCCESS_TOASTS.signUp, FAILURE_TOASTS.signUp, () => {
            setEmail(values.email);
            setMode('confirmSignUp');
            cooldown.start();
          })
        }
        onConfirm={(values) =>
          submit(
            () => api.auth.confirmEmail({ email: values.email, confirmation_code: values.code }),
            SUCCESS_TOASTS.confirmEmail,
            FAILURE_TOASTS.confirmEmail,
            () => {
              setEmail(values.email);
              setMode('signIn');
            },
          )
        }
        onResend={(address) =>
          mode === 'resetPassword'
            ? submit(() => api.auth.forgotPassword({ email: address }), SUCCESS_TOASTS.forgotPassword, FAILURE_TOASTS.forgotPassword, cooldown.start)
            : submit(() => api.auth.resendConfirmation({ email: address }), SUCCESS_TOASTS.resendCode, FAILURE_TOASTS.resendCode, cooldown.start)
        }
        onForgot={(address) =>
          submit(() => api.auth.forgotPassword({ email: address }), SUCCESS_TOASTS.forgotPassword, FAILURE_TOASTS.forgotPassword, () => {
            setEmail(address);
            setMode('resetPassword');
            cooldown.start();
          })
        }
        onReset={(values) =>
          submit(
            () => api.auth.resetPassword({ email: values.email, code: values.code, new_password: values.newPassword }),
            SUCCESS_TOASTS.resetPassword,
            FAILURE_TOASTS.resetPassword,
            () => {
              setEmail(values.email);
              setMode('signIn');
            },
          )
        }
      />
    </>
  );
}
