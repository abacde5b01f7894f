import { INLINE_MESSAGES, type FieldErrors, type ProfileField, type UserProfile } from '@agent-registry/api-client/rules';
import { CircleAlert, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { ProfileStateCard } from './ProfileStateCard';
import { ProfileView } from './ProfileView';
import * as styles from './ProfileScreen.css';
import type { ProfileSavePayload } from './profileForm';

export { PROFILE_NOT_SET } from './profileForm';
export type { ProfileFormValues, ProfileSavePayload } from './profileForm';

export interface ProfileScreenProps {
  /** Signed out: 'Authentication Required'. */
  isAuthenticated: boolean;
  /** The profile is being fetched: a spinner stands in for the page. */
  isLoading?: boolean;
  /** A failed load: 'Error Loading Profile' with its message (fallback 'Failed to load profile data'). */
  error?: { message?: string | null } | string | null;
  /** The signed-in user's profile. */
  profile?: UserProfile | null;
  /** Edit mode. Leave undefined to let the screen manage it. */
  isEditing?: boolean;
  /** Called with true on Edit Profile, false on Cancel and after a successful save. */
  onEditingChange?: (editing: boolean) => void;
  /** Disables Save Changes and spins while the update runs. */
  isSaving?: boolean;
  /**
   * Called with the payload when the form is valid. How the screen learns that the save worked,
   * so it leaves edit mode:
   * - with `savedAt` (a host that saves in the background, e.g. a react-query mutation): the form
   *   stays open until `savedAt` changes; a failed save never changes it, and the form stays open
   *   with the user's changes (the host shows the error, and `fieldErrors`);
   * - without `savedAt`: a returned promise leaves edit mode when it resolves (a rejection keeps
   *   the form open); a plain return leaves edit mode at once.
   */
  onSave: (payload: ProfileSavePayload) => void | Promise<unknown>;
  /**
   * When the last successful save was sent, e.g. `mutation.isSuccess ? mutation.submittedAt : null`;
   * each new value leaves edit mode. Pass `null` until the first save succeeds: `undefined` means
   * the host does not report saves this way (see onSave).
   */
  savedAt?: number | null;
  /** Called instead of onSave when a rule fails (the app toasts 'Please fix the form errors before saving'). */
  onInvalid?: (errors: FieldErrors<ProfileField>) => void;
  /** Errors the server returned, per field; each hides once its field is edited. */
  fieldErrors?: FieldErrors<ProfileField> | null;
  /** Rendered as the Personal Access Token section (the app passes a <PatPanel />). */
  patPanel?: ReactNode;
  /**
   * Rendered after the token section: the account's security panels (the app passes a
   * <ChangePasswordForm />, a <SessionList /> and a <TokenList />).
   */
  security?: ReactNode;
  /**
   * Where the account's password, sessions and tokens live when they are not on this page (the
   * app's /settings): a section links there. Without `patPanel` the token section is left out too.
   */
  settingsHref?: string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The My Profile page: signed out, loading, failed, or the profile itself. */
export function ProfileScreen(props: ProfileScreenProps) {
  const { isAuthenticated, isLoading, error, profile, className } = props;

  if (!isAuthenticated) {
    return (
      <ProfileStateCard icon={Lock} title="Authentication Required" tone="neutral" className={className}>
        <p className={styles.stateText}>Please log in to view your profile.</p>
        <ButtonLink href="/auth">Sign in</ButtonLink>
      </ProfileStateCard>
    );
  }
  if (isLoading) return <Spinner size="large" label="Loading profile" className={className} />;
  if (error || !profile) {
    const message = (typeof error === 'string' ? error : error?.message) || INLINE_MESSAGES.profileErrorFallback;
    return (
      <ProfileStateCard icon={CircleAlert} title={INLINE_MESSAGES.profileErrorTitle} tone="danger" className={className}>
        <p className={styles.stateText}>{message}</p>
      </ProfileStateCard>
    );
  }
  return <ProfileView {...props} profile={profile} />;
}
