import { BIO_MAX_LENGTH } from '@agent-registry/api-client/rules';
import { Box } from '../Box/Box';
import { TextAreaField, TextField } from '../TextField/TextField';
import { AccountSection } from '../TokenList/AccountSection';
import type { ProfileForm } from './useProfileForm';

/** Two fields side by side from `md`, one under the other on a phone. */
export const twoColumns = { display: 'grid', gridTemplateColumns: { base: 1, md: 2 }, gap: 5 } as const;

/** Username, name, email (never editable) and bio. */
export function BasicInformationSection({ form, email }: { form: ProfileForm; email: string }) {
  return (
    <AccountSection size="medium" title="Basic Information" description="How you appear across the registry.">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Your agents are published as username/agent. After a change, links with the old username keep working until someone else takes it."
        {...form.text('username', 'your-name')}
      />
      <Box {...twoColumns}>
        <TextField label="Full name" autoComplete="name" {...form.text('full_name', 'Your name')} />
        <TextField label="Email" name="email" type="email" value={email} readOnly hint="Your email address cannot be changed." />
      </Box>
      <TextAreaField
        label="Bio"
        rows={4}
        // The box stops at the limit instead of letting the text run past what the rule allows.
        maxLength={BIO_MAX_LENGTH}
        counter={`${form.values.bio.length}/${BIO_MAX_LENGTH}`}
        {...form.text('bio', 'Tell the community about yourself and the agents you build.')}
      />
    </AccountSection>
  );
}

/** Website, GitHub and Twitter: shown on the profile card. */
export function SocialLinksSection({ form }: { form: ProfileForm }) {
  return (
    <AccountSection size="medium" title="Social Links" description="Shown on your profile card.">
      <TextField label="Website" type="url" inputMode="url" {...form.text('website_url', 'https://example.com')} />
      <Box {...twoColumns}>
        <TextField label="GitHub username" autoComplete="off" {...form.text('github_username', 'octocat')} />
        <TextField label="Twitter username" autoComplete="off" {...form.text('twitter_username', 'jack')} />
      </Box>
    </AccountSection>
  );
}
