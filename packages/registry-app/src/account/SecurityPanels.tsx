import { useState } from 'react';
import { ChangePasswordForm, SessionList, TokenList, notify } from '@agent-registry/ui';
import { isApiError, isReauthRequired } from '@agent-registry/api-client';
import {
  FAILURE_TOASTS,
  INLINE_MESSAGES,
  SECURITY_MESSAGES,
  SUCCESS_TOASTS,
  type ApiToken,
  type ApiTokenCreateInput,
  type ApiTokenCreatedResponse,
} from '@agent-registry/api-client/contract';
import {
  useChangePassword,
  useCreateToken,
  useEndSession,
  useRevokeAllTokens,
  useRevokeToken,
  useSessions,
  useTokens,
} from '../data/security';
import { errorMessage, loadStatus } from '../data/status';
import { useReauthentication } from '../session/useReauthentication';

const failed = (error: unknown) => notify.error(errorMessage(error) ?? INLINE_MESSAGES.unknownError);

/** The settings page's security panels: password, sessions and access tokens. */
export function SecurityPanels() {
  return (
    <>
      <PasswordPanel />
      <SessionsPanel />
      <TokensPanel />
    </>
  );
}

function PasswordPanel() {
  const change = useChangePassword();
  return (
    <ChangePasswordForm
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: () => notify.success(SUCCESS_TOASTS.changePassword),
          onError: () => notify.error(FAILURE_TOASTS.changePassword),
        })
      }
      submitting={change.isPending}
      done={change.isSuccess}
      error={change.error ? errorMessage(change.error) : undefined}
      fieldErrors={isApiError(change.error) ? change.error.fields : undefined}
    />
  );
}

function SessionsPanel() {
  const sessions = useSessions(true);
  const end = useEndSession();
  return (
    <SessionList
      sessions={sessions.data?.data ?? []}
      status={loadStatus(sessions)}
      error={errorMessage(sessions.error)}
      ending={end.isPending ? (end.variables ?? 'others') : null}
      onEnd={(session) => end.mutate(session.id, { onSuccess: () => notify.success(SECURITY_MESSAGES.sessionEnded), onError: failed })}
      onEndOthers={() => end.mutate(null, { onSuccess: () => notify.success(SECURITY_MESSAGES.otherSessionsEnded), onError: failed })}
    />
  );
}

function TokensPanel() {
  const tokens = useTokens(true);
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const revokeAll = useRevokeAllTokens();
  const reauth = useReauthentication();
  const [created, setCreated] = useState<ApiTokenCreatedResponse | null>(null);

  function createToken(input: ApiTokenCreateInput) {
    create.mutate(input, {
      onSuccess: (answer) => {
        setCreated(answer);
        notify.success(answer.message);
      },
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask('create a token', () => createToken(input));
      },
    });
  }

  return (
    <>
      <TokenList
        tokens={tokens.data?.data ?? []}
        remaining={tokens.data?.remaining ?? 0}
        status={loadStatus(tokens)}
        error={errorMessage(tokens.error)}
        createdToken={created}
        onDismissCreated={() => setCreated(null)}
        onCreate={createToken}
        creating={create.isPending}
        createError={create.error && !isReauthRequired(create.error) ? errorMessage(create.error) : undefined}
        createFieldErrors={isApiError(create.error) ? create.error.fields : undefined}
        revoking={revoke.isPending ? (revoke.variables ?? null) : null}
        onRevoke={(token: ApiToken) =>
          revoke.mutate(token.id, {
            onSuccess: () => notify.success(SECURITY_MESSAGES.tokenRevokedToast(token.name)),
            onError: failed,
          })
        }
        onRevokeAll={() =>
          revokeAll.mutate(undefined, { onSuccess: () => notify.success(SECURITY_MESSAGES.allTokensRevoked), onError: failed })
        }
      />
      {reauth.dialog}
    </>
  );
}
