import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NAMESPACE_MESSAGES } from '@agent-registry/api-client/rules';
import { minimalProfile, patActive, patNone, profileWithAvatar, sampleProfile } from '../../fixtures/account';
import { expectBusy } from '../../private/testing/accountSteps';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { PatPanel } from '../PatPanel/PatPanel';
import { ProfileScreen, type ProfileSavePayload, type ProfileScreenProps } from './ProfileScreen';

const patActions = spies('onGenerate', 'onRevoke', 'onReveal', 'onHide');
const activePat = <PatPanel info={patActive} {...patActions} />;
const noPat = <PatPanel info={patNone} {...patActions} />;

const meta = preview.meta({
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  decorators: [frame('page')],
  globals: desktop,
  argTypes: { patPanel: { control: false } },
  args: {
    isAuthenticated: true,
    isLoading: false,
    error: null,
    profile: sampleProfile,
    isSaving: false,
    fieldErrors: null,
    patPanel: activePat,
    ...spies('onSave', 'onInvalid', 'onEditingChange'),
  },
});

type Canvas = ReturnType<typeof within>;

const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));
const fact = (canvas: Canvas, term: string) => section(canvas, 'Account Information').getByText(term).nextElementSibling;

/** Empties the field labelled `label` and types `text` (pastes it, when it is long); answers the field. */
async function retype(canvas: Canvas, label: string, text: string) {
  const field = canvas.getByLabelText(label);
  await userEvent.clear(field);
  if (text.length > 100) {
    await userEvent.click(field);
    await userEvent.paste(text);
  } else {
    await userEvent.type(field, text);
  }
  return field;
}

/** The Preferences section shows this theme and time zone, English, and the default switches (newsletter off). */
async function expectPreferences(canvas: Canvas, theme: string, timezone: string) {
  const prefs = section(canvas, 'Preferences');
  await expect(prefs.getByRole('radio', { name: theme })).toBeChecked();
  await expect(prefs.getByLabelText('Language')).toHaveDisplayValue('English');
  await expect(prefs.getByLabelText('Timezone')).toHaveDisplayValue(timezone);
  await expect(prefs.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(prefs.getByRole('switch', { name: 'Public profile' })).toBeChecked();
  await expect(prefs.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
  return prefs;
}

/** A profile with this account status, and the label its pill reads. */
const withStatus = (status: string, label: string) => ({
  args: { profile: { ...sampleProfile, status } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(fact(within(canvasElement), 'Status')).toHaveTextContent(label);
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    const card = within(canvas.getByRole('complementary', { name: 'Profile summary' }));
    await expect(card.getByText('A', { selector: 'span' })).toBeInTheDocument();
    await expect(card.getByText('Ada Lovelace')).toBeVisible();
    await expect(card.getByText('@ada')).toBeVisible();
    await expect(card.getByText('ada@analytical.dev')).toBeVisible();
    await expect(card.getByText('Agents').nextElementSibling).toHaveTextContent('12');
    await expect(card.getByText('Downloads').nextElementSibling).toHaveTextContent('48,210');
    const website = card.getByRole('link', { name: /ada\.dev/ });
    await expect(website).toHaveAttribute('href', 'https://ada.dev');
    await expect(website).toHaveAttribute('target', '_blank');
    const github = card.getByRole('link', { name: /GitHub/ });
    await expect(github).toHaveAttribute('href', 'https://github.com/ada-lovelace');
    await expect(github).toHaveAttribute('target', '_blank');
    const twitter = card.getByRole('link', { name: /Twitter/ });
    await expect(twitter).toHaveAttribute('href', 'https://twitter.com/ada_codes');
    await expect(twitter).toHaveAttribute('target', '_blank');

    const basic = section(canvas, 'Basic Information');
    await expect(basic.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    await expect(basic.getByLabelText('Full name')).toHaveAttribute('readonly');
    await expect(basic.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(basic.getByText(`${sampleProfile.profile.bio!.length}/500`)).toBeVisible();

    const social = section(canvas, 'Social Links');
    await expect(social.getByLabelText('Website')).toHaveValue('https://ada.dev');
    await expect(social.getByLabelText('GitHub username')).toHaveValue('ada-lovelace');
    await expect(social.getByLabelText('Twitter username')).toHaveValue('ada_codes');

    const prefs = await expectPreferences(canvas, 'System', 'Europe/London');
    await expect(prefs.getByRole('radio', { name: 'System' })).toBeDisabled();
    await expect(
      within(prefs.getByLabelText('Language'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Spanish', 'French', 'German', 'Chinese', 'Japanese']);

    await expect(fact(canvas, 'Status')).toHaveTextContent('Active');
    await expect(fact(canvas, 'Member since')).toHaveTextContent('November 2, 2024');
    await expect(fact(canvas, 'Role')).toHaveTextContent('User');

    await expect(section(canvas, 'Personal Access Token').getByRole('heading', { name: 'Token Active' })).toBeVisible();
  },
});

export const Dark = Default.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });

/** A new username: the namespace rule and the reserved names are checked before anything is sent. */
export const RenamingUsername = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    const username = canvas.getByLabelText('Username');
    await expect(username).toHaveValue('ada');
    await retype(canvas, 'Username', 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(NAMESPACE_MESSAGES.invalid)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await retype(canvas, 'Username', 'adm1n');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(NAMESPACE_MESSAGES.reserved)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await retype(canvas, 'Username', 'Ada-Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ username: 'ada-lovelace' }));
  },
});

/** A long unbroken username, email, name and links wrap inside the summary card at 375 px. */
export const MobileLongNames = meta.story({
  args: {
    profile: {
      ...sampleProfile,
      full_name: 'Maximiliana Wolkenkratzer-Überschallgeschwindigkeit',
      username: 'a.very.long.address.for.a.narrow.phone.1795422735',
      email: 'a.very.long.address.for.a.narrow.phone.1795422735@analytical-engine-society.example.dev',
    },
  },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const username = canvas.getByText('@a.very.long.address.for.a.narrow.phone.1795422735');
    const card = username.closest('aside')!.getBoundingClientRect();
    for (const element of [username, canvas.getByText('Maximiliana Wolkenkratzer-Überschallgeschwindigkeit', { selector: 'h2, h3, p' })]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    }
    await expectNoHorizontalOverflow(canvasElement);
  },
});
export const MobileDark = Default.extend({ globals: { ...phone, ...dark } });

export const WithAvatar = meta.story({
  args: { profile: profileWithAvatar },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Avatar of Ada Lovelace' })).toBeVisible();
    await expect(canvas.queryByText('A', { selector: 'span' })).not.toBeInTheDocument();
  },
});

/** A new account: no name, no links, defaults everywhere, pending confirmation, no token. */
export const NewAccount = meta.story({
  args: { profile: minimalProfile, patPanel: noPat },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('complementary', { name: 'Profile summary' }));
    await expect(card.getByText('No name set')).toBeVisible();
    await expect(card.getByText('G', { selector: 'span' })).toBeInTheDocument();
    await expect(card.getByText('@grace.hopper')).toBeVisible();
    await expect(card.queryByRole('link')).not.toBeInTheDocument();
    await expect(card.getByText('Agents').nextElementSibling).toHaveTextContent('0');

    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
    await expect(canvas.getByText('0/500')).toBeVisible();
    await expectPreferences(canvas, 'Light', 'UTC');

    await expect(fact(canvas, 'Status')).toHaveTextContent('Pending Confirmation');
    await expect(fact(canvas, 'Role')).toHaveTextContent('User');
    await expect(section(canvas, 'Personal Access Token').getByRole('heading', { name: 'No Token Generated' })).toBeVisible();
  },
});

/** Empty fields read 'Not set' in view mode, not an example that looks like a value; editing shows the examples. */
export const EmptyFieldsNotSet = meta.story({
  args: { profile: minimalProfile, patPanel: noPat },
  play: async ({ canvas }) => {
    for (const label of ['Bio', 'Website', 'GitHub username', 'Twitter username']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
      await expect(canvas.getByLabelText(label)).toHaveAttribute('placeholder', 'Not set');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByLabelText('GitHub username')).toHaveAttribute('placeholder', 'octocat');
    await expect(canvas.getByLabelText('Website')).toHaveAttribute('placeholder', 'https://example.com');
  },
});

export const NewAccountDark = NewAccount.extend({ globals: dark });

/** Neither name nor username: the avatar reads 'U'. */
export const NoNameNoUsername = meta.story({
  args: { profile: { ...minimalProfile, username: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('U', { selector: 'span' })).toBeInTheDocument();
    await expect(canvas.getByText('No name set')).toBeVisible();
  },
});

export const StatusSuspended = meta.story({
  args: { profile: { ...sampleProfile, status: 'suspended', role: 'admin' } },
  play: async ({ canvas }) => {
    await expect(fact(canvas, 'Status')).toHaveTextContent('Suspended');
    await expect(fact(canvas, 'Role')).toHaveTextContent('Admin');
  },
});

export const StatusInactive = meta.story(withStatus('inactive', 'Inactive'));
export const StatusPendingVerification = meta.story(withStatus('pending_verification', 'Pending Verification'));
/** Confirmed reads Active; anything unknown reads Pending. */
export const StatusConfirmedAndUnknown = meta.story(withStatus('confirmed', 'Active'));
export const StatusUnknown = meta.story(withStatus('on_hold', 'Pending'));

// --- Editing ----------------------------------------------------------------------------------

/** Edit Profile unlocks the form; Save Changes sends the whole payload. */
export const Editing = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const name = canvas.getByLabelText('Full name');
    await expect(name).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');

    await retype(canvas, 'Full name', 'Augusta Ada King');
    await userEvent.type(canvas.getByLabelText('Bio'), ' Hi!');
    await expect(canvas.getByText(`${sampleProfile.profile.bio!.length + 4}/500`)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'French');
    await userEvent.selectOptions(canvas.getByLabelText('Timezone'), 'Europe/Paris');
    await userEvent.click(canvas.getByRole('switch', { name: 'Newsletter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));

    await expect(args.onInvalid).not.toHaveBeenCalled();
    await expect(args.onSave).toHaveBeenCalledWith({
      full_name: 'Augusta Ada King',
      bio: `${sampleProfile.profile.bio} Hi!`,
      avatar_url: '',
      website_url: 'https://ada.dev',
      github_username: 'ada-lovelace',
      twitter_username: 'ada_codes',
      preferences: {
        theme: 'dark',
        language: 'fr',
        notifications_enabled: true,
        public_profile: true,
        newsletter_subscription: true,
        timezone: 'Europe/Paris',
      },
    });
    // Saved: back to view mode, still showing what was saved.
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Augusta Ada King');
  },
});

export const EditingDark = Editing.extend({ globals: dark });
export const EditingMobile = Editing.extend({ globals: phone });

/** Keyboard: Enter in a field saves. */
export const SaveWithEnter = meta.story({
  args: { isEditing: true },
  play: async ({ canvas, args }) => {
    const twitter = canvas.getByLabelText('Twitter username');
    await userEvent.click(twitter);
    await userEvent.clear(twitter);
    await userEvent.keyboard('ada_lovelace{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ twitter_username: 'ada_lovelace' }));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
  },
});

/** Section 5's rules: every message shown on Save, nothing sent, each clearing when its field is edited. */
export const ValidationErrors = meta.story({
  args: { isEditing: true },
  play: async ({ canvas, args }) => {
    const name = await retype(canvas, 'Full name', 'N'.repeat(101));
    // The bio field stops at its limit: the 501st character is not typed.
    const bio = await retype(canvas, 'Bio', 'b'.repeat(501));
    await expect(bio).toHaveValue('b'.repeat(500));
    await expect(canvas.getByText('500/500')).toBeVisible();
    await retype(canvas, 'Website', 'not a url');
    const github = await retype(canvas, 'GitHub username', 'ada_lovelace');
    await retype(canvas, 'Twitter username', 'ada-codes');

    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Full name must be less than 100 characters')).toBeVisible();
    await expect(canvas.queryByText('Bio must be less than 500 characters')).not.toBeInTheDocument();
    await expect(canvas.getByText('Please enter a valid URL')).toBeVisible();
    await expect(canvas.getByText('Invalid GitHub username format')).toBeVisible();
    await expect(canvas.getByText('Invalid Twitter username format')).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.type(github, '{Backspace}');
    await expect(canvas.queryByText('Invalid GitHub username format')).not.toBeInTheDocument();
    await expect(canvas.getByText('Invalid Twitter username format')).toBeVisible();
  },
});

export const ValidationErrorsDark = ValidationErrors.extend({ globals: dark });
export const ValidationErrorsMobile = ValidationErrors.extend({ globals: phone });

/** Cancel drops the edits and the errors. */
export const CancelResets = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await retype(canvas, 'Website', 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Please enter a valid URL')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://ada.dev');
    await expect(canvas.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** While the update runs Save Changes is disabled and spins. */
export const Saving = meta.story({
  args: { isEditing: true, isSaving: true },
  play: async ({ canvas, args }) => {
    await expectBusy(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Full name'), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** Errors the server sent back are shown under their fields until edited. */
export const ServerFieldErrors = meta.story({
  args: {
    isEditing: true,
    fieldErrors: { website_url: 'Please enter a valid URL', github_username: 'Invalid GitHub username format' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please enter a valid URL')).toBeVisible();
    await expect(canvas.getByText('Invalid GitHub username format')).toBeVisible();
    await expect(canvas.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Website'), '/about');
    await expect(canvas.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
    await expect(canvas.getByText('Invalid GitHub username format')).toBeVisible();
  },
});

/** onSave returning a promise: the form leaves edit mode once it resolves. */
export const SaveResolves = meta.story({
  args: {
    onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 150))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
  },
});

/** Like the app (a react-query mutation): the host answers a save with a new savedAt. */
function SavingInBackground(props: ProfileScreenProps) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const save = (payload: ProfileSavePayload) => {
    props.onSave(payload);
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      setSavedAt(Date.now());
    }, 400);
  };
  return <ProfileScreen {...props} isSaving={isSaving} savedAt={savedAt} onSave={save} />;
}

/** savedAt: the form stays open (and busy) while the save runs, and leaves edit mode once the host reports it done. */
export const SaveReported = meta.story({
  render: (args) => <SavingInBackground {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(canvas.getByLabelText('Twitter username'), '_x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ twitter_username: 'ada_codes_x' }));
    await waitFor(() => expectBusy(canvas.getByRole('button', { name: 'Save Changes' })));
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, { timeout: 3000 })).toBeVisible();
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByLabelText('Twitter username')).toHaveValue('ada_codes_x');
  },
});

/** savedAt without a new value (the save failed): the form stays open with the changes. */
export const SaveNotReported = meta.story({
  args: { savedAt: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(canvas.getByLabelText('Twitter username'), '_x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(canvas.getByLabelText('Twitter username')).toHaveValue('ada_codes_x');
    await expect(args.onEditingChange).not.toHaveBeenCalledWith(false);
  },
});

// --- Other states -----------------------------------------------------------------------------

export const Loading = meta.story({
  args: { isLoading: true, profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading profile');
    await expect(canvas.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  },
});

export const LoadingDark = Loading.extend({ globals: dark });

export const Error = meta.story({
  args: { profile: null, error: { message: 'Request failed with status code 500' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error Loading Profile' })).toBeVisible();
    await expect(canvas.getByText('Request failed with status code 500')).toBeVisible();
  },
});

export const ErrorDark = Error.extend({ globals: dark });
export const ErrorMobile = Error.extend({ globals: phone });

/** An error without a message. */
export const ErrorFallback = meta.story({
  args: { profile: null, error: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error Loading Profile' })).toBeVisible();
    await expect(canvas.getByText('Failed to load profile data')).toBeVisible();
  },
});

export const SignedOut = meta.story({
  args: { isAuthenticated: false, profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
    await expect(canvas.getByText('Please log in to view your profile.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  },
});

export const SignedOutDark = SignedOut.extend({ globals: dark });
export const SignedOutMobile = SignedOut.extend({ globals: phone });
