import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PatPanel, ProfileScreen, notify, type ProfileSavePayload } from '@agent-registry/ui';
import { ValidationError, isReauthRequired } from '@agent-registry/api-client';
import { FAILURE_TOASTS, SUCCESS_TOASTS, failureToast } from '@agent-registry/api-client/contract';
import { api } from '../data/api';
import { queryKeys, useProfile } from '../data/queries';
import { useSession } from '../session/SessionProvider';
import { useReauthentication } from '../session/useReauthentication';
import { SecurityPanels } from '../account/SecurityPanels';
import { securityKeys } from '../data/security';
import { applyThemePreference } from '../theme/useTheme';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /profile: edit, save, cancel; the personal access token (spec sections 2 and 4). */
export default function ProfilePage() {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const profile = useProfile(status === 'authenticated');
  const [isSaving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);
  const [newToken, setNewToken] = useState<string | null>(null);
  const [revealedToken, setRevealedToken] = useState<string | null>(null);
  const [busy, setBusy] = useState<'generate' | 'revoke' | 'reveal' | null>(null);
  // The token list shows the PAT as its CLI token: it follows the PAT panel's changes.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      queryClient.invalidateQueries({ queryKey: securityKeys.tokens }),
    ]);
  const reauth = useReauthentication();

  async function save(payload: ProfileSavePayload) {
    setSaving(true);
    setFieldErrors(null);
    try {
      await api.users.updateProfile(payload);
      notify.success(SUCCESS_TOASTS.updateProfile);
      applyThemePreference(payload.preferences?.theme);
      await refetch();
    } catch (error) {
      if (error instanceof ValidationError) setFieldErrors(error.fields);
      notify.error(failureToast('updateProfile', messageOf(error)));
      throw error; // keeps the form in edit mode
    } finally {
      setSaving(false);
    }
  }

  async function generate() {
    setBusy('generate');
    try {
      const { pat } = await api.users.generatePat();
      setNewToken(pat);
      setRevealedToken(null);
      notify.success(SUCCESS_TOASTS.patGenerated);
      await refetch();
    } catch (error) {
      if (isReauthRequired(error)) reauth.ask('generate a new token', generate);
      else notify.error(failureToast('generatePat', messageOf(error)));
    } finally {
      setBusy(null);
    }
  }

  async function reveal() {
    setBusy('reveal');
    try {
      const { pat } = await api.users.getPatValue();
      setRevealedToken(pat);
    } catch (error) {
      if (isReauthRequired(error)) reauth.ask('reveal your token', reveal);
      else notify.error(failureToast('getPatValue', messageOf(error)));
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setBusy('revoke');
    try {
      await api.users.revokePat();
      setNewToken(null);
      setRevealedToken(null);
      notify.success(SUCCESS_TOASTS.patRevoked);
      await refetch();
    } catch (error) {
      notify.error(failureToast('revokePat', messageOf(error)));
    } finally {
      setBusy(null);
    }
  }

  const patInfo = profile.data?.pat_info ?? { has_pat: false };
  return (
    <>
      <ProfileScreen
        isAuthenticated={status === 'authenticated'}
        isLoading={profile.isPending}
        error={profile.error}
        profile={profile.data}
        isSaving={isSaving}
        onSave={save}
        onInvalid={() => notify.error(FAILURE_TOASTS.fixFormErrors)}
        fieldErrors={fieldErrors}
        security={status === 'authenticated' ? <SecurityPanels /> : undefined}
        patPanel={
          <PatPanel
            info={patInfo}
            newToken={newToken}
            revealedToken={revealedToken}
            isGenerating={busy === 'generate'}
            isRevoking={busy === 'revoke'}
            isRevealing={busy === 'reveal'}
            onGenerate={generate}
            onRevoke={revoke}
            onReveal={reveal}
            onHide={() => setRevealedToken(null)}
          />
        }
      />
      {reauth.dialog}
    </>
  );
}
