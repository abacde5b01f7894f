import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ada, storyToken, withAda } from '../stories/dataset';
import { apiCalls, inDark, onMobile, onMobileInDark, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { chooseFromUserMenu, expectPageAt, loadedPage, toasts } from '../stories/steps';
import { sampleToken } from '@agent-registry/ui/testing';

export default {
  title: 'Pages/Settings',
  tags: ['!autodocs'],
  ...pageStory,
  parameters: { route: '/settings', signedIn: true },
} satisfies Meta;

/** The settings page, once loaded. */
const loadedSettings = (canvasElement: HTMLElement) => loadedPage(canvasElement, 'Settings');

/** The settings page's token panel (once the profile has answered), with the document its dialogs and toasts open in. */
async function tokenPanel(canvasElement: HTMLElement) {
  const main = await loadedSettings(canvasElement);
  const token = within(main.getByRole('region', { name: 'Personal Access Token' }));
  await token.findByRole('heading', { name: /Token Active|No Token Generated/ });
  return { token, body: toasts(canvasElement) };
}

/** Revoke in the token panel: the confirmation dialog. */
async function askToRevoke({ token, body }: Awaited<ReturnType<typeof tokenPanel>>) {
  await userEvent.click(token.getByRole('button', { name: 'Revoke' }));
  return within(await body.findByRole('alertdialog'));
}

/** The CLI's token, then password, sessions and access tokens; a way back to the profile. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const { token } = await tokenPanel(canvasElement);
    const main = await loadedSettings(canvasElement);
    await expect(token.getByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(token.getByText('Created').nextElementSibling).toHaveTextContent('Mar 4, 2025');
    await expect(token.getByText('Token hidden')).toBeInTheDocument();
    for (const name of ['Change password', 'Active sessions', 'Access tokens']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  },
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Each session says its browser and system, when it was last active and, where the registry's
 * proxy reported it, roughly where it signed in from; this browser's own session first.
 */
export const SessionsWithPlaces: Story = {
  parameters: {
    dataset: withAda({
      sessions: [
        { token: storyToken },
        {
          token: 'phone-session',
          device: 'Safari on iOS',
          place: { country: 'PT', city: 'Lisbon' },
          last_seen_at: Date.now() - 2 * HOUR_MS,
        },
        {
          token: 'work-session',
          device: 'Firefox on Windows',
          place: { country: 'JP', city: null },
          last_seen_at: Date.now() - 5 * HOUR_MS,
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const main = await loadedSettings(canvasElement);
    const list = within(await main.findByRole('list', { name: 'Sessions' }));
    const items = await list.findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const detailsOf = (item: HTMLElement) =>
      Object.fromEntries([...item.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(detailsOf(items[0]!)['Approximate location']).toBeUndefined();
    await expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Safari on iOS');
    await expect(detailsOf(items[1]!)['Approximate location']).toBe('Lisbon, Portugal');
    await expect(detailsOf(items[1]!)['Last active']).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/);
    await expect(within(items[2]!).getByRole('heading', { level: 3 })).toHaveTextContent('Firefox on Windows');
    await expect(detailsOf(items[2]!)['Approximate location']).toBe('Japan');
  },
};

export const SessionsWithPlacesMobileDark: Story = onMobileInDark(SessionsWithPlaces);

/** The user menu's Settings opens this page (it used to land on /404). */
export const FromUserMenu: Story = {
  parameters: { route: '/dashboard' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFromUserMenu(canvasElement, 'Settings');
    await expectPageAt(canvas, 'Settings', '/settings');
  },
};

/** Signed out, /settings asks to sign in first. */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    await expectPageAt(canvas, 'Sign In', '/auth');
    await expect(apiCalls('GET', '/api/tokens')).toHaveLength(0);
  },
};

/** No token yet: 'No Token Generated'; Generate shows the new token once, with the warning. */
export const GenerateToken: Story = {
  parameters: { dataset: withAda({ pat: null }) },
  play: async ({ canvasElement }) => {
    const { token } = await tokenPanel(canvasElement);
    await expect(token.getByRole('heading', { name: 'No Token Generated' })).toBeVisible();
    await userEvent.click(token.getByRole('button', { name: 'Generate Token' }));

    await waitFor(() => expect(toasts(canvasElement).getByText('Personal Access Token generated successfully!')).toBeVisible());
    await expect(await token.findByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(token.getByText("Copy this token now. It won't be shown again for security reasons.")).toBeVisible();
    await expect(token.getByText(sampleToken)).toBeVisible();
    await expect(token.getByRole('button', { name: 'Copy token' })).toBeVisible();
    // Shown once: no Reveal while the new token is on screen.
    await expect(token.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    await expect(apiCalls('POST', '/api/users/pat/generate')).toHaveLength(1);
  },
};

/** An existing token: Reveal fetches its value, Hide masks it; Revoke asks first, then clears it. */
export const RevealAndRevokeToken: Story = {
  play: async ({ canvasElement }) => {
    const panel = await tokenPanel(canvasElement);
    const { token, body } = panel;
    await userEvent.click(token.getByRole('button', { name: 'Reveal' }));
    await expect(await token.findByText(sampleToken)).toBeVisible();
    await expect(apiCalls('GET', '/api/users/pat/value')).toHaveLength(1);
    await userEvent.click(token.getByRole('button', { name: 'Hide' }));
    await expect(token.queryByText(sampleToken)).not.toBeInTheDocument();
    await expect(token.getByText('Token hidden')).toBeInTheDocument();

    const dialog = await askToRevoke(panel);
    await expect(
      dialog.getByText('Are you sure you want to revoke your Personal Access Token? This action cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(body.getByText('Personal Access Token revoked successfully!')).toBeVisible());
    await expect(await token.findByRole('heading', { name: 'No Token Generated' })).toBeVisible();
    await expect(apiCalls('DELETE', '/api/users/pat/revoke')).toHaveLength(1);
  },
};

/**
 * Ten minutes after sign-in, Reveal asks for the password first (a stolen session alone cannot
 * read the token); a wrong one is refused in the dialog, the right one shows the token.
 */
export const RevealNeedsPassword: Story = {
  // Her session last proved the password long ago.
  parameters: { dataset: withAda({ sessions: [{ token: storyToken, authenticated_at: 0 }] }) },
  play: async ({ canvasElement }) => {
    const { token, body } = await tokenPanel(canvasElement);
    await userEvent.click(token.getByRole('button', { name: 'Reveal' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Confirm your password' }));
    await expect(dialog.getByText(/Enter your password to reveal your token/)).toBeVisible();
    // Asking for the password is not a failure: no toast.
    await expect(toasts(canvasElement).queryByText(/Failed to get PAT value/)).not.toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('Password'), 'Wrong@123{enter}');
    await expect(await dialog.findByText('Incorrect password')).toBeVisible();
    await expect(token.queryByText(sampleToken)).not.toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText('Password'));
    await userEvent.type(dialog.getByLabelText('Password'), `${ada.password}{enter}`);
    await expect(await token.findByText(sampleToken)).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Confirm your password' })).not.toBeInTheDocument());
    await expect(apiCalls('GET', '/api/users/pat/value')).toHaveLength(2);
    await expect(apiCalls('POST', '/api/auth/confirm-password')).toHaveLength(2);
  },
};

/**
 * A refused change leaves its 'Password change failed' toast; the next attempt takes it away, so
 * the form's own answer ('Passwords do not match', found before sending) stands alone, while a
 * refusal of the new attempt raises it again.
 */
export const NewAttemptClearsFailureToast: Story = {
  play: async ({ canvasElement }) => {
    const main = await loadedSettings(canvasElement);
    const body = toasts(canvasElement);
    const form = within(main.getByRole('region', { name: 'Change password' }));
    const current = form.getByLabelText('Current password', { selector: 'input' });
    const next = form.getByLabelText('New password', { selector: 'input' });
    const confirm = form.getByLabelText('Confirm new password', { selector: 'input' });
    const failed = () => body.queryByText('Password change failed');
    await userEvent.type(current, 'Wrong@1234');
    await userEvent.type(next, 'Brand@New99');
    await userEvent.type(confirm, 'Brand@New99{enter}');
    // Sonner fades a toast in: visible once its entry ends.
    await waitFor(() => expect(failed()).toBeVisible());

    // Sent again and refused again at once: the toast, taken away as the attempt began, is back.
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(apiCalls('POST', '/api/auth/change-password')).toHaveLength(2));
    await waitFor(() => expect(failed()).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(failed()).toBeVisible();

    // The pointer rests on the toast, which holds its timer: only the new attempt can take it away.
    await userEvent.hover(failed()!);
    await userEvent.clear(confirm);
    await userEvent.keyboard('Brand@New98{Enter}');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await waitFor(() => expect(failed()).not.toBeInTheDocument());
    await expect(apiCalls('POST', '/api/auth/change-password')).toHaveLength(2);
  },
};

/** Revoke can be called off: Cancel in the dialog keeps the token. */
export const RevokeCancelled: Story = {
  play: async ({ canvasElement }) => {
    const panel = await tokenPanel(canvasElement);
    const { token, body } = panel;
    const dialog = await askToRevoke(panel);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(token.getByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(apiCalls('DELETE', '/api/users/pat/revoke')).toHaveLength(0);
  },
};

export const LoadedDark: Story = inDark(Loaded);
export const LoadedMobile: Story = onMobile(Loaded);
export const GenerateTokenMobileDark: Story = onMobileInDark(GenerateToken);
