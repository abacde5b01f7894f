import { useState } from 'react';
import { PatPanel, ProfileScreen, notify, type PatPanelProps, type ProfileSavePayload } from '@agent-registry/ui';
import { ValidationError, isReauthRequired } from '@agent-registry/api-client';
import { FAILURE_TOASTS, SUCCESS_TOASTS, failureToast } from '@agent-registry/api-client/contract';
import { useProfile } from '../data/queries';
import { useGeneratePat, useRevealPat, useRevokePat, useUpdateProfile } from '../data/mutations';
import { useSession } from '../session/SessionProvider';
import { useReauthentication } from '../session/useReauthentication';
import { SecurityPanels } from '../account/SecurityPanels';
import { applyThemePreference } from '../theme/useTheme';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /profile: edit, save, cancel; the personal access token (spec sections 2 and 4). */
export default function ProfilePage() {
  const { status } = useSession();
  const profile = useProfile(status === 'authenticated');
  const update = useUpdateProfile({
    onSuccess: (_profile, payload) => {
      notify.success(SUCCESS_TOASTS.updateProfile);
      applyThemePreference(payload.preferences?.theme);
    },
    // The form stays open with the user's changes; a refused field shows its message.
    onError: (error) => notify.error(failureToast('updateProfile', messageOf(error))),
  });

  return (
    <ProfileScreen
      isAuthenticated={status === 'authenticated'}
      isLoading={profile.isPending}
      error={profile.error}
      profile={profile.data}
      isSaving={update.isPending}
      savedAt={update.isSuccess ? update.submittedAt : null}
      onSave={(payload: ProfileSavePayload) => update.mutate(payload)}
      onInvalid={() => notify.error(FAILURE_TOASTS.fixFormErrors)}
      fieldErrors={update.error instanceof ValidationError ? update.error.fields : null}
      security={status === 'authenticated' ? <SecurityPanels username={profile.data?.username ?? undefined} /> : undefined}
      patPanel={<TokenPanel info={profile.data?.pat_info ?? { has_pat: false }} />}
    />
  );
}

/**
 * The personal access token: generated (and shown once), revealed, hidden, revoked. Generating
 * and revealing may ask for the password first; the step is then run again.
 */
function TokenPanel({ info }: { info: PatPanelProps['info'] }) {
  const reauth = useReauthentication();
  const [newToken, setNewToken] = useState<string | null>(null);
  const [revealedToken, setRevealedToken] = useState<string | null>(null);

  const generate = useGeneratePat({
    onSuccess: ({ pat }) => {
      setNewToken(pat);
      setRevealedToken(null);
      notify.success(SUCCESS_TOASTS.patGenerated);
    },
    onError: (error) => {
      if (isReauthRequired(error)) reauth.ask('generate a new token', () => generate.mutate());
      else notify.error(failureToast('generatePat', messageOf(error)));
    },
  });
  const reveal = useRevealPat({
    onSuccess: ({ pat }) => setRevealedToken(pat),
    onError: (error) => {
      if (isReauthRequired(error)) reauth.ask('reveal your token', () => reveal.mutate());
      else notify.error(failureToast('getPatValue', messageOf(error)));
    },
  });
  const revoke = useRevokePat({
    onSuccess: () => {
      setNewToken(null);
      setRevealedToken(null);
      notify.success(SUCCESS_TOASTS.patRevoked);
    },
    onError: (error) => {
      if (isReauthRequired(error)) reauth.ask('revoke your token', () => revoke.mutate());
      else notify.error(failureToast('revokePat', messageOf(error)));
    },
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
