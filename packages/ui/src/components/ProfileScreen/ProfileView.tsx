import type { UserProfile } from '@agent-registry/api-client/rules';
import { Pencil, Settings } from 'lucide-react';
import { useId } from 'react';
import * as layout from '../../private/styles/layout.css';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button, ButtonLink } from '../Button/Button';
import { PatSection } from '../PatPanel/PatSection';
import { AccountSection, BusyButton } from '../TokenList/AccountSection';
import { AccountFacts } from './AccountFacts';
import { PreferencesSection } from './PreferencesSection';
import { BasicInformationSection, SocialLinksSection } from './ProfileFields';
import type { ProfileScreenProps } from './ProfileScreen';
import * as styles from './ProfileScreen.css';
import { ProfileSummary } from './ProfileSummary';
import { useProfileForm } from './useProfileForm';

/** The loaded profile: the summary card beside the form, the account facts, the token and security panels. */
export function ProfileView({
  profile,
  patPanel,
  security,
  settingsHref,
  className,
  ...options
}: ProfileScreenProps & { profile: UserProfile }) {
  const formId = useId();
  const form = useProfileForm({ ...options, profile });

  return (
    <Stack gap={6} className={className}>
      <Inline as="header" justify="space-between" align="flex-end" gap={4}>
        <div>
          <h1 className={layout.pageTitle}>My Profile</h1>
          <p className={styles.subtitle}>Manage your personal details, preferences and access token.</p>
        </div>
        <Inline nowrap gap={2}>
          {form.editing ? (
            <>
              <Button variant="outline" onClick={form.cancel} disabled={form.isSaving}>
                Cancel
              </Button>
              <BusyButton type="submit" form={formId} busy={form.isSaving}>
                Save Changes
              </BusyButton>
            </>
          ) : (
            <Button onClick={form.startEditing}>
              <Pencil size={16} aria-hidden="true" />
              Edit Profile
            </Button>
          )}
        </Inline>
      </Inline>

      <Box display="grid" gap={{ base: 6, lg: 8 }} alignItems="flex-start" className={styles.columns}>
        <ProfileSummary profile={profile} />
        <Stack gap={6}>
          <Stack as="form" id={formId} ref={form.formRef} gap={6} onSubmit={form.save} onKeyDown={form.submitOnEnter} noValidate>
            <BasicInformationSection form={form} email={profile.email} />
            <SocialLinksSection form={form} />
            <PreferencesSection form={form} />
          </Stack>
          <AccountFacts profile={profile} />
          {(patPanel || !settingsHref) && <PatSection>{patPanel}</PatSection>}
          {security}
          {settingsHref && (
            <AccountSection
              size="medium"
              title="Password, sessions and tokens"
              icon={Settings}
              description="Change your password, end sessions, and manage access tokens for the CLI."
            >
              <div>
                <ButtonLink href={settingsHref} variant="outline">
                  Open Settings
                </ButtonLink>
              </div>
            </AccountSection>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
