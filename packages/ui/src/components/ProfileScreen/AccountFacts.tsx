import type { UserProfile } from '@agent-registry/api-client/rules';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { AccountSection } from '../TokenList/AccountSection';
import * as shared from '../../private/styles/accountSection.css';
import * as styles from './ProfileScreen.css';
import { formatMemberSince, roleLabel, statusPill } from './profileForm';

/** Account Information: status, member since, role. */
export function AccountFacts({ profile }: { profile: UserProfile }) {
  const status = statusPill(profile.status);
  return (
    <AccountSection size="medium" title="Account Information">
      <Box as="dl" display="grid" gridTemplateColumns={{ base: 1, md: 3 }} gap={4} margin={0}>
        <Fact term="Status">
          <Badge tone={status.tone} className={styles.statusPill}>
            <span className={shared.statusDot} aria-hidden="true" />
            {status.label}
          </Badge>
        </Fact>
        <Fact term="Member since">{formatMemberSince(profile.created_at)}</Fact>
        <Fact term="Role">{roleLabel(profile.role)}</Fact>
      </Box>
    </AccountSection>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <Box as="dt" fontSize="xs" fontWeight="medium" color="muted" className={styles.factTerm}>
        {term}
      </Box>
      <dd className={styles.factValue}>{children}</dd>
    </Stack>
  );
}
