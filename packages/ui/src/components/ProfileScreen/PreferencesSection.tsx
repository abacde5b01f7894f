import { LANGUAGES, PROFILE_THEMES, type ProfileTheme } from '@agent-registry/api-client/rules';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import * as choice from '../../private/styles/choice.css';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Box } from '../Box/Box';
import { SelectField } from '../Field/SelectField';
import { SwitchList, SwitchRow } from '../Field/SwitchRow';
import { AccountSection } from '../TokenList/AccountSection';
import { twoColumns } from './ProfileFields';
import * as styles from './ProfileScreen.css';
import { commonTimezones, languageNames, themeNames, type ProfileFormValues } from './profileForm';
import type { ProfileForm } from './useProfileForm';

type Preferences = ProfileFormValues['preferences'];

const themeIcons: Record<ProfileTheme, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: languageNames[code] }));

/** The on/off preferences, in the order the page shows them. */
const switches: { key: 'notifications_enabled' | 'public_profile' | 'newsletter_subscription'; label: string; description: string }[] = [
  { key: 'notifications_enabled', label: 'Email notifications', description: 'Updates about your agents, downloads and account.' },
  { key: 'public_profile', label: 'Public profile', description: 'Anyone can see your profile and published agents.' },
  { key: 'newsletter_subscription', label: 'Newsletter', description: 'A monthly digest of new and trending agents.' },
];

/** Theme, language, time zone and the three switches. */
export function PreferencesSection({ form }: { form: ProfileForm }) {
  const { editing, values, editPreference } = form;
  const prefs = values.preferences;
  // A stored zone outside the common ones is offered too.
  const timezones = commonTimezones.includes(prefs.timezone as (typeof commonTimezones)[number])
    ? commonTimezones
    : [prefs.timezone, ...commonTimezones];

  return (
    <AccountSection size="medium" title="Preferences" description="Appearance, language and communication.">
      <fieldset className={choice.group} disabled={!editing}>
        <legend className={styles.legend}>Theme</legend>
        <Box display="grid" gridTemplateColumns={3} gap={2} className={styles.segments}>
          {PROFILE_THEMES.map((theme) => {
            const Icon = themeIcons[theme];
            return (
              <Box
                as="label"
                key={theme}
                display="flex"
                alignItems="center"
                justifyContent="center"
                gap={2}
                paddingBlock={2}
                paddingInline={3}
                borderRadius="medium"
                fontSize="sm"
                fontWeight="medium"
                className={styles.segment}
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  className={visuallyHidden}
                  checked={prefs.theme === theme}
                  onChange={() => editPreference('theme', theme)}
                />
                <Icon size={16} aria-hidden="true" />
                {themeNames[theme]}
              </Box>
            );
          })}
        </Box>
      </fieldset>
      <Box {...twoColumns}>
        <SelectField
          label="Language"
          name="language"
          disabled={!editing}
          value={prefs.language}
          onChange={(event) => editPreference('language', event.target.value as Preferences['language'])}
          options={languageOptions}
        />
        <SelectField
          label="Timezone"
          name="timezone"
          disabled={!editing}
          value={prefs.timezone}
          onChange={(event) => editPreference('timezone', event.target.value)}
          options={timezones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        />
      </Box>
      <SwitchList>
        {switches.map(({ key, label, description }) => (
          <SwitchRow
            key={key}
            label={label}
            description={description}
            disabled={!editing}
            checked={prefs[key]}
            onChange={(checked) => editPreference(key, checked)}
          />
        ))}
      </SwitchList>
    </AccountSection>
  );
}
