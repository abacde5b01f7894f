import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import * as layout from '../../private/styles/layout.css';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import { PatSection } from '../PatPanel/PatSection';
import * as styles from './SettingsScreen.css';

export interface SettingsScreenProps {
  /** Rendered as the Personal Access Token section (the app passes a <PatPanel />). */
  patPanel?: ReactNode;
  /** Rendered after the token section (the app passes a <ChangePasswordForm />, a <SessionList /> and a <TokenList />). */
  security?: ReactNode;
  /** Where 'Back to Profile' links. Default: '/profile'. */
  profileHref?: string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** /settings: the account's password, sessions and tokens, and the CLI's personal access token. */
export function SettingsScreen({ patPanel, security, profileHref = '/profile', className }: SettingsScreenProps) {
  return (
    <Stack gap={6} className={className}>
      <Inline as="header" justify="space-between" align="flex-end" gap={4}>
        <div>
          <h1 className={layout.pageTitle}>Settings</h1>
          <p className={styles.subtitle}>Manage your password, sessions and access tokens.</p>
        </div>
        <ButtonLink href={profileHref} variant="outline">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Profile
        </ButtonLink>
      </Inline>
      <Stack gap={6} className={styles.column}>
        {patPanel && <PatSection>{patPanel}</PatSection>}
        {security}
      </Stack>
    </Stack>
  );
}
