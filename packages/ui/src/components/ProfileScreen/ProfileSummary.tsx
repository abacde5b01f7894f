import type { UserProfile } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { Globe, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { formatExactCount } from '../../private/format';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import * as plain from '../../private/styles/accountSection.css';
import * as styles from './ProfileScreen.css';
import { avatarInitial, displayUrl } from './profileForm';
import { GitHubIcon, TwitterIcon } from './socialIcons';

/** The card beside the form: avatar, name, username and email, the counts, the links. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const displayName = profile.full_name?.trim() || '';
  const avatar = profile.profile?.avatar_url || profile.avatar_url || '';
  const links = profile.profile ?? {};

  return (
    <aside className={styles.side} aria-label="Profile summary">
      <Card radius="xlarge" padding={0} className={styles.sideCard}>
        <Stack gap={1} align="center" textAlign="center" className={styles.identity}>
          {avatar ? (
            <img className={styles.avatar} src={avatar} alt={`Avatar of ${displayName || profile.username || 'the user'}`} />
          ) : (
            <span className={clsx(styles.avatar, styles.avatarFallback)} aria-hidden="true">
              {avatarInitial(profile.full_name, profile.username)}
            </span>
          )}
          <p className={clsx(styles.name, !displayName && styles.nameMissing)}>{displayName || 'No name set'}</p>
          {profile.username && <p className={styles.username}>@{profile.username}</p>}
          <p className={styles.email}>
            <Mail size={14} aria-hidden="true" />
            {profile.email}
          </p>
        </Stack>
        <Box as="dl" display="grid" gridTemplateColumns={2} margin={0} className={styles.counts}>
          <Count term="Agents" value={profile.stats?.agents_count} />
          <Count term="Downloads" value={profile.stats?.total_downloads} />
        </Box>
        {(links.website_url || links.github_username || links.twitter_username) && (
          <Stack as="ul" gap={1} margin={0} padding={3} className={plain.plainList} aria-label="Links">
            {links.website_url && (
              <SocialLink href={links.website_url} icon={<Globe size={16} aria-hidden="true" />} site="website">
                {displayUrl(links.website_url)}
              </SocialLink>
            )}
            {links.github_username && (
              <SocialLink href={`https://github.com/${links.github_username}`} icon={<GitHubIcon />} site="GitHub">
                {links.github_username}
              </SocialLink>
            )}
            {links.twitter_username && (
              <SocialLink href={`https://twitter.com/${links.twitter_username}`} icon={<TwitterIcon />} site="Twitter">
                @{links.twitter_username}
              </SocialLink>
            )}
          </Stack>
        )}
      </Card>
    </aside>
  );
}

function Count({ term, value }: { term: string; value: number | null | undefined }) {
  return (
    <div className={styles.count}>
      <dt>{term}</dt>
      <dd>{formatExactCount(value ?? 0)}</dd>
    </div>
  );
}

/** A link out of the registry; its site is named for screen readers. */
function SocialLink({ href, icon, site, children }: { href: string; icon: ReactNode; site: string; children: ReactNode }) {
  return (
    <li>
      <Link external href={href} className={styles.link}>
        {icon}
        <span className={styles.linkText}>{children}</span>
        <span className={visuallyHidden}> ({site}, opens in a new tab)</span>
      </Link>
    </li>
  );
}
