import { useState, type ReactElement } from 'react';
import { PasswordConfirmDialog } from '@agent-registry/ui';
import { authFailureMessage } from '@agent-registry/api-client';
import { API_MESSAGES } from '@agent-registry/api-client/contract';
import { api } from '../data/api';

interface Pending {
  action: string;
  retry: () => Promise<void> | void;
}

/**
 * The API wants a password proof from the last 10 minutes before it reveals or makes a token
 * (403 `reauthentication_required`, see `isReauthRequired`). `ask` opens the password dialog;
 * once the password is confirmed, the step the user took is run again.
 */
export function useReauthentication(): { ask: (action: string, retry: Pending['retry']) => void; dialog: ReactElement } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function confirm(password: string) {
    if (!pending) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await api.auth.confirmPassword({ password });
      if (!result.success) {
        setError(authFailureMessage(result, API_MESSAGES.passwordIncorrect));
        return;
      }
      setPending(null);
      await pending.retry();
    } finally {
      setSubmitting(false);
    }
  }

  const dialog = (
    <PasswordConfirmDialog
      open={pending !== null}
      action={pending?.action ?? ''}
      isSubmitting={isSubmitting}
      error={error}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return {
    ask: (action, retry) => {
      setError(null);
      setPending({ action, retry });
    },
    dialog,
  };
}
