import { useState } from 'react';
import { ErrorState, PatPanel, SettingsScreen, Spinner, notify, type PatPanelProps } from '@agent-registry/ui';
import { isReauthRequired } from '@agent-registry/api-client';
import { INLINE_MESSAGES, SUCCESS_TOASTS, failureToast } from '@agent-registry/api-client/contract';
import { useProfile } from '../data/queries';
import { errorMessage } from '../data/status';
import { useGeneratePat, useRevealPat, useRevokePat } from '../data/mutations';
import { SecurityPanels } from '../account/SecurityPanels';
import { useReauthentication } from '../session/useReauthentication';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /settings (behind sign-in): the CLI's personal access token, password, sessions and access tokens. */
export default function SettingsPage() {
  const profile = useProfile(true);
  // The token's state comes with the profile: until it answers, the panel must not claim there is no token.
  const patPanel = profile.data ? (
    <TokenPanel info={profile.data.pat_info ?? { has_pat: false }} />
  ) : profile.isError ? (
    <ErrorState message={errorMessage(profile.error) ?? INLINE_MESSAGES.unknownError} />
  ) : (
    <Spinner label="Loading your token" />
  );
  return <SettingsScreen patPanel={patPanel} security={<SecurityPanels username={profile.data?.username ?? undefined} />} />;
}

/**
 * The personal access token: generated (and shown once), revealed, hidden, revoked. Generating
 * and revealing may ask for the password first; the step is then run again.
 */
function TokenPanel({ info }: { info: PatPanelProps['info'] }) {
  const reauth = useReauthentication();
  const [newToken, setNewToken] = useState<string | null>(null);
  const [revealedToken, setRevealedToken] = useState<string | null>(null);
  // A step refused for want of a recent password asks for it and runs again; any other failure is a toast.
  const onFailure = (action: string, retry: () => void, kind: Parameters<typeof failureToast>[0]) => (error: unknown) => {
    if (isReauthRequired(error)) reauth.ask(action, retry);
    else notify.error(failureToast(kind, messageOf(error)));
  };

  const generate = useGeneratePat({
    onSuccess: ({ pat }) => {
      setNewToken(pat);
      setRevealedToken(null);
      notify.success(SUCCESS_TOASTS.patGenerated);
    },
    onError: onFailure('generate a new token', () => generate.mutate(), 'generatePat'),
  });
  const reveal = useRevealPat({
    onSuccess: ({ pat }) => setRevealedToken(pat),
    onError: onFailure('reveal your token', () => reveal.mutate(), 'getPatValue'),
  });
  const revoke = useRevokePat({
    onSuccess: () => {
      setNewToken(null);
      setRevealedToken(null);
      notify.success(SUCCESS_TOASTS.patRevoked);
    },
    onError: onFailure('revoke your token', () => revoke.mutate(), 'revokePat'),
  });

  return (
    <>
      <PatPanel
        info={info}
        newToken={newToken}
        revealedToken={revealedToken}
        isGenerating={generate.isPending}
        isRevoking={revoke.isPending}
        isRevealing={reveal.isPending}
        onGenerate={() => generate.mutate()}
        onRevoke={() => revoke.mutate()}
        onReveal={() => reveal.mutate()}
        onHide={() => setRevealedToken(null)}
      />
      {reauth.dialog}
    </>
  );
}
