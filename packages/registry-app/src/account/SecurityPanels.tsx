import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ChangePasswordForm, DeleteAccountSection, SessionList, TokenList, notify } from '@agent-registry/ui';
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
import { api } from '../data/api';
import { useAccountDeletion, useDeleteAccount } from '../data/moderation';
import { errorMessage, loadStatus } from '../data/status';
import { useReauthentication } from '../session/useReauthentication';

const failed = (error: unknown) => notify.error(errorMessage(error) ?? INLINE_MESSAGES.unknownError);

/** The settings page's security panels: password, sessions, access tokens and, last, leaving. */
export function SecurityPanels({ username }: { username?: string | undefined }) {
  return (
    <>
      <PasswordPanel />
      <SessionsPanel />
      <TokensPanel />
      {username && <DeleteAccountPanel username={username} />}
    </>
  );
}

/** Deleting the account: asks for the password when the proof is stale, then signs out here. */
function DeleteAccountPanel({ username }: { username: string }) {
  const preview = useAccountDeletion();
  const remove = useDeleteAccount();
  const reauth = useReauthentication();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function destroy(typed: string, transferTo: string | null) {
    remove.mutate(
      { username: typed, ...(transferTo ? { transfer_agents_to: transferTo } : {}) },
      {
        onSuccess: (answer) => {
          // The server ended every session: forget this one here too.
          api.session.clear();
          queryClient.clear();
          notify.success(answer.message);
          navigate('/', { replace: true });
        },
        onError: (error) => {
          if (isReauthRequired(error)) reauth.ask('delete your account', () => destroy(typed, transferTo));
        },
      },
    );
  }

  return (
    <>
      <DeleteAccountSection
        username={username}
        preview={preview.data}
        onDelete={destroy}
        pending={remove.isPending}
        error={remove.error && !isReauthRequired(remove.error) ? errorMessage(remove.error) : undefined}
      />
      {reauth.dialog}
    </>
  );
}

function PasswordPanel() {
  const change = useChangePassword();
  // A new attempt takes the last failure's toast away, so it does not stand beside the form's
  // answer to this one (say 'Passwords do not match', found before anything is sent).
  return (
    <div onSubmitCapture={() => notify.dismiss(FAILURE_TOASTS.changePassword)}>
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
    </div>
  );
}

function SessionsPanel() {
  const sessions = useSessions(true);
  const end = useEndSession();
  const reauth = useReauthentication();

  // Ending another device's session asks for the password when the last proof is stale.
  function endSession(id: string | null, done: string) {
    end.mutate(id, {
      onSuccess: () => notify.success(done),
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask(id === null ? 'end your other sessions' : 'end that session', () => endSession(id, done));
        else failed(error);
      },
    });
  }

  return (
    <>
      <SessionList
        sessions={sessions.data?.data ?? []}
        status={loadStatus(sessions)}
        error={errorMessage(sessions.error)}
        ending={end.isPending ? (end.variables ?? 'others') : null}
        onEnd={(session) => endSession(session.id, SECURITY_MESSAGES.sessionEnded)}
        onEndOthers={() => endSession(null, SECURITY_MESSAGES.otherSessionsEnded)}
      />
      {reauth.dialog}
    </>
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

  // Revoking the CLI token (alone or with every other) asks for the password when the proof is stale.
  function revokeToken(token: ApiToken) {
    revoke.mutate(token.id, {
      onSuccess: () => notify.success(SECURITY_MESSAGES.tokenRevokedToast(token.name)),
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask('revoke the CLI token', () => revokeToken(token));
        else failed(error);
      },
    });
  }

  function revokeAllTokens() {
    revokeAll.mutate(undefined, {
      onSuccess: () => notify.success(SECURITY_MESSAGES.allTokensRevoked),
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask('revoke every token', revokeAllTokens);
        else failed(error);
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
        onRevoke={revokeToken}
        onRevokeAll={revokeAllTokens}
      />
      {reauth.dialog}
    </>
  );
}
