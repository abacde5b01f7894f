import { ProfileScreen, notify, type ProfileSavePayload } from '@agent-registry/ui';
import { ValidationError } from '@agent-registry/api-client';
import { FAILURE_TOASTS, SUCCESS_TOASTS, failureToast } from '@agent-registry/api-client/contract';
import { useProfile } from '../data/queries';
import { useUpdateProfile } from '../data/mutations';
import { useSession } from '../session/SessionProvider';
import { applyThemePreference } from '../theme/useTheme';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /profile: edit, save, cancel (spec sections 2 and 4); the token and security panels sit on /settings. */
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
      settingsHref="/settings"
    />
  );
}
