import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { AccountSection } from '../TokenList/AccountSection';

/** The 'Personal Access Token' section of the profile and settings pages, around the app's PatPanel. */
export function PatSection({ children }: { children: ReactNode }) {
  return (
    <AccountSection
      size="medium"
      title="Personal Access Token"
      icon={KeyRound}
      description="Authenticates the Agent as Code CLI when it pulls agents."
    >
      {children}
    </AccountSection>
  );
}
