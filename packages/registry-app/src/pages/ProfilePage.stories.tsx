import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@agent-registry/api-client/contract';
import { ada, storyToken } from '../stories/dataset';
import { api, apiError, failing, networkDown, withHandlers } from '../stories/handlers';
import { apiCalls, inDark, lastCall, onMobile, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { expectPageAt, mainOf, playOnMain, toasts } from '../stories/steps';

export default {
  title: 'Pages/Profile',
  tags: ['!autodocs'],
  ...pageStory,
  parameters: { route: '/profile', signedIn: true },
} satisfies Meta;

type Canvas = ReturnType<typeof within>;

/** The profile page once GET /users/profile has answered. */
async function loadedProfile(canvasElement: HTMLElement): Promise<Canvas> {
  const main = await mainOf(canvasElement);
  await main.findByRole('heading', { level: 1, name: 'My Profile' });
  return main;
}

/** Edit Profile, then each field's text replaced by the one given (by the field's label). */
async function editProfile(main: Canvas, values: Record<string, string>) {
  await userEvent.click(main.getByRole('button', { name: 'Edit Profile' }));
  for (const [label, value] of Object.entries(values)) {
    const box = main.getByRole('textbox', { name: label });
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}

/** Loaded: the summary card, the four sections in view mode and an active token. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedProfile(canvasElement);
    const summary = within(main.getByRole('complementary', { name: 'Profile summary' }));
    await expect(summary.getByText('Ada Lovelace')).toBeVisible();
    await expect(summary.getByText('@ada')).toBeVisible();
    await expect(summary.getByText(ada.email)).toBeVisible();
    await expect(summary.getByText('A', { selector: 'span' })).toBeInTheDocument();
    await expect(summary.getByText('Agents').nextElementSibling).toHaveTextContent('2');
    // Her two agents: Email Assistant (15,420) and Calendar Concierge (6,803).
    await expect(summary.getByText('Downloads').nextElementSibling).toHaveTextContent('22,223');
    await expect(summary.getByRole('link', { name: /ada\.dev/ })).toHaveAttribute('href', 'https://ada.dev');
    await expect(summary.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/ada-lovelace');
    await expect(summary.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', 'https://twitter.com/ada_codes');

    for (const title of ['Basic Information', 'Social Links', 'Preferences', 'Account Information', 'Password, sessions and tokens']) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // View mode: fields read-only, Edit Profile offered.
    await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly');
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect(main.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Europe/London');

    const account = within(main.getByRole('region', { name: 'Account Information' }));
    await expect(account.getByText('Status').nextElementSibling).toHaveTextContent('Active');
    await expect(account.getByText('Member since').nextElementSibling).toHaveTextContent('November 2, 2024');
    await expect(account.getByText('Role').nextElementSibling).toHaveTextContent('User');

    // The token and the security panels moved to /settings; the profile links there.
    await expect(main.queryByRole('region', { name: 'Personal Access Token' })).not.toBeInTheDocument();
    const settings = within(main.getByRole('region', { name: 'Password, sessions and tokens' }));
    await expect(settings.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  },
};

/** 'Open Settings' leads to /settings, where the token and security panels are. */
export const OpenSettings: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedProfile(canvasElement);
    await userEvent.click(main.getByRole('link', { name: 'Open Settings' }));
    await expectPageAt(main, 'Settings', '/settings');
  },
};

/**
 * Edit, then save: the PUT carries the form (spec section 7), 'Profile updated successfully!',
 * back to view mode with the refetched profile.
 */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedProfile(canvasElement);
    await editProfile(main, { 'Full name': 'Augusta Ada King', Bio: 'Writing the first published algorithm.' });
    await expect(main.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('readonly');
    await expect(main.getByText('38/500')).toBeVisible();
    await userEvent.click(main.getByRole('switch', { name: 'Newsletter' }));
    await userEvent.click(main.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toasts(canvasElement).getByText('Profile updated successfully!')).toBeVisible());
    await expect(await main.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    const summary = within(main.getByRole('complementary', { name: 'Profile summary' }));
    await expect(await summary.findByText('Augusta Ada King')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveValue('Augusta Ada King');

    const put = lastCall('PUT', '/api/users/profile');
    await waitFor(() => expect(put.body).toBeDefined());
    await expect(put.body).toMatchObject({
      full_name: 'Augusta Ada King',
      bio: 'Writing the first published algorithm.',
      website_url: 'https://ada.dev',
      github_username: 'ada-lovelace',
      twitter_username: 'ada_codes',
      preferences: { theme: 'system', language: 'en', newsletter_subscription: true, timezone: 'Europe/London' },
    });
    // Saved, then refetched.
    await waitFor(() => expect(apiCalls('GET', '/api/users/profile')).toHaveLength(2));
  },
};

/** A rule fails: the field's message, the toast 'Please fix the form errors before saving', nothing sent. */
export const EditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedProfile(canvasElement);
    await editProfile(main, { Website: 'not a url', 'GitHub username': 'ada lovelace!' });
    const website = main.getByRole('textbox', { name: 'Website' });
    await userEvent.click(main.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toasts(canvasElement).getByText('Please fix the form errors before saving')).toBeVisible());
    await expect(main.getByText('Please enter a valid URL')).toBeVisible();
    await expect(main.getByText('Invalid GitHub username format')).toBeVisible();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(apiCalls('PUT', '/api/users/profile')).toHaveLength(0);
    // Editing a field clears its error.
    await userEvent.type(website, 'x');
    await expect(main.queryByText('Please enter a valid URL')).not.toBeInTheDocument();
  },
};

/** Cancel resets the form to the loaded profile and leaves edit mode. */
export const EditCancel: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedProfile(canvasElement);
    await editProfile(main, { 'Full name': 'Someone Else' });
    await userEvent.click(main.getByRole('button', { name: 'Cancel' }));
    await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(apiCalls('PUT', '/api/users/profile')).toHaveLength(0);
  },
};

const LINKED_ELSEWHERE = 'This GitHub username is linked to another account';

/** The server refuses the save: its message is toasted, the field shows the server's error, edit mode stays. */
export const SaveRejectedByServer: Story = {
  beforeEach: withHandlers(
    http.put(api('/users/profile'), () => apiError(400, 'validation_error', LINKED_ELSEWHERE, { github_username: LINKED_ELSEWHERE })),
  ),
  play: async ({ canvasElement }) => {
    const main = await loadedProfile(canvasElement);
    await editProfile(main, { 'GitHub username': 'octocat' });
    const github = main.getByRole('textbox', { name: 'GitHub username' });
    await userEvent.click(main.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toasts(canvasElement).getByText('Failed to update profile: This GitHub username is linked to another account')).toBeVisible(),
    );
    await expect(await main.findByText('This GitHub username is linked to another account')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(github).toHaveValue('octocat');
  },
};

/**
 * The profile call fails with 500 and a JSON error: the API answered, so there is no fallback;
 * 'Error Loading Profile' with the server's message.
 */
export const ErrorLoading: Story = {
  beforeEach: withHandlers(failing('get', '/users/profile', 500, 'internal_error', 'The profile service is unavailable')),
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Error Loading Profile' })).toBeVisible();
    await expect(main.getByText('The profile service is unavailable')).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Mock API Mode')).not.toBeInTheDocument();
  }),
};

/** 403 without a message: 'Error Loading Profile' with the client's generic text. */
export const Forbidden: Story = {
  beforeEach: withHandlers(http.get(api('/users/profile'), () => HttpResponse.json({ error: 'forbidden' }, { status: 403 }))),
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Error Loading Profile' })).toBeVisible();
    await expect(main.getByText('An error occurred')).toBeVisible();
  }),
};

/**
 * No server while signed in with a real server's session: the call is redone on the simulated
 * backend, which cannot vouch for that token. The session is kept (an outage is no sign-out).
 */
export const NoServer: Story = {
  beforeEach: withHandlers(networkDown()),
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Error Loading Profile' })).toBeVisible();
    await expect(main.getByText('Invalid token')).toBeVisible();
    await expect(await within(canvasElement).findByText('Mock API Mode')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /User menu for Ada Lovelace/ })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(storyToken);
  }),
};

export const LoadedDark: Story = inDark(Loaded);
export const LoadedMobile: Story = onMobile(Loaded);
