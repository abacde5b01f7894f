import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, STORAGE_KEYS } from '@agent-registry/api-client/contract';
import { ada, storyToken, withAda } from '../stories/dataset';
import { networkDown, withHandlers } from '../stories/handlers';
import {
  apiCalls,
  inDark,
  lastCall,
  onMobile,
  onMobileInDark,
  pageLocation,
  pageStory,
  type PageStory as Story,
} from '../stories/PageHarness';
import { expectPageAt, field, signIn, toasts } from '../stories/steps';
import { sampleEmails } from '@agent-registry/ui/testing';

export default { title: 'Pages/Auth', tags: ['!autodocs'], ...pageStory, parameters: { route: '/auth' } } satisfies Meta;

/** Ada's email as the confirm screen's URL carries it. */
const adaInUrl = encodeURIComponent(ada.email);

/** An account that signed up and never entered its code (the code mailed is sampleEmails.confirmation). */
const unconfirmed = withAda({ confirmed: false });

async function authCard(canvasElement: HTMLElement, title = 'Sign In') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title });
  return canvas;
}

const wrongPassword = { email: ada.email, password: 'wrong-password' };

/** Opens the sign-up mode and fills it in for Grace, confirming the password with `confirmation`. */
async function fillSignUp(canvasElement: HTMLElement, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
  await authCard(canvasElement, 'Create Account');
  await userEvent.type(field(canvas, 'Full name'), 'Grace Hopper');
  await userEvent.type(field(canvas, 'Email'), 'grace@example.com');
  await userEvent.type(field(canvas, 'Password'), 'Compiler@1952');
  await userEvent.type(field(canvas, 'Confirm password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
}

/** The sign-in mode: demo-credentials hint and the links to the other modes. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    const demo = within(canvas.getByRole('complementary', { name: 'Demo credentials' }));
    await expect(demo.getByText(DEMO_ACCOUNT.email)).toBeVisible();
    await expect(demo.getByText(DEMO_ACCOUNT.password)).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Don't have an account? Sign up" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Sign-in success: the session is stored, 'Welcome back!', and the dashboard loads with the new token. */
export const SignInSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await signIn(canvas);

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(toasts(canvasElement).getByText('Welcome back!')).toBeVisible());
    await expect(canvas.getByText('Welcome back, Ada Lovelace!')).toBeVisible();
    await expect(pageLocation().pathname).toBe('/dashboard');
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(storyToken);

    const login = lastCall('POST', '/api/auth/login');
    await waitFor(() => expect(login.body).toEqual({ email: ada.email, password: ada.password }));
    await waitFor(() => expect(apiCalls('GET', '/api/agents/my-agents')).toHaveLength(1));
    await expect(lastCall('GET', '/api/agents/my-agents').headers.get('authorization')).toBe(`Bearer ${storyToken}`);
    await expect(canvas.queryByText('Mock API Mode')).not.toBeInTheDocument();
  },
};

/** Wrong credentials (401): the server's message is toasted; still signed out on the sign-in form. */
export const SignInFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await signIn(canvas, wrongPassword);

    await waitFor(() => expect(toasts(canvasElement).getByText('Invalid email or password')).toBeVisible());
    await expect(await canvas.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    await expect(pageLocation().pathname).toBe('/auth');
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(canvas.queryByText('Mock API Mode')).not.toBeInTheDocument();
  },
};

/** Required fields are checked before anything is sent. */
export const SignInEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(field(canvas, 'Email')).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field takes the focus (on the next frame).
    await waitFor(() => expect(field(canvas, 'Email')).toHaveFocus());
    await expect(apiCalls('POST', '/api/auth/login')).toHaveLength(0);
  },
};

/** Keyboard: fill the form and press Enter to sign in. */
export const SignInWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await userEvent.click(field(canvas, 'Email'));
    await userEvent.keyboard(ada.email);
    await userEvent.tab();
    await expect(field(canvas, 'Password')).toHaveFocus();
    await userEvent.keyboard(`${ada.password}{Enter}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

/** Grace signs up (on the simulated backend, with no server) and the mail with her code opens in a dialog. */
async function signUpForMailedCode(canvasElement: HTMLElement) {
  const canvas = await authCard(canvasElement);
  const body = toasts(canvasElement);
  await fillSignUp(canvasElement, 'Compiler@1952');
  const dialog = within(await body.findByRole('dialog', { name: 'Your confirmation code' }));
  return { canvas, body, dialog };
}

/**
 * No server (network error): sign-up is redone on the simulated backend. 'Mock API Mode' shows,
 * the simulated email dialog shows the code, and the code confirms the account.
 */
export const MockModeSignUp: Story = {
  beforeEach: withHandlers(networkDown()),
  play: async ({ canvasElement }) => {
    // The simulated backend "mails" the code: a dialog shows it, with the development-mode notice.
    const { canvas, body, dialog } = await signUpForMailedCode(canvasElement);
    const code = dialog.getByText(/^\d{6}$/).textContent ?? '';
    await expect(code).toMatch(/^\d{6}$/);
    await expect(dialog.getByText(/Development mode: no email was sent/)).toBeVisible();
    await expect(dialog.getAllByText('grace@example.com').length).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: 'Copy Code' })).toBeVisible();
    await expect(canvas.getByText('Mock API Mode')).toBeVisible();
    await waitFor(() => expect(body.getByText('Account created! Please check your email for confirmation.')).toBeVisible());
    await expect(apiCalls('POST', '/api/auth/register')).toHaveLength(1);

    await userEvent.click(dialog.getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await authCard(canvasElement, 'Confirm Email');
    await expect(field(canvas, 'Email')).toHaveValue('grace@example.com');
    await userEvent.type(field(canvas, 'Confirmation code'), code);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));

    await waitFor(() => expect(body.getByText('Email confirmed! You can now sign in.')).toBeVisible());
    await authCard(canvasElement, 'Sign In');
    await expect(field(canvas, 'Email')).toHaveValue('grace@example.com');
  },
};

/**
 * No server: the simulated mail carries the same link as a real one. Following it closes the
 * dialog and opens the confirm screen with the address filled in.
 */
export const MockModeMailLink: Story = {
  beforeEach: withHandlers(networkDown()),
  play: async ({ canvasElement }) => {
    const { canvas, body, dialog } = await signUpForMailedCode(canvasElement);
    const link = dialog.getByRole('link', { name: 'Confirm your email' });
    await expect(link).toHaveAttribute('href', '/auth?mode=confirm&email=grace%40example.com');

    await userEvent.click(link);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await authCard(canvasElement, 'Confirm Email');
    await expect(field(canvas, 'Email')).toHaveValue('grace@example.com');
    await expect(pageLocation().search).toBe('?mode=confirm&email=grace%40example.com');
  },
};

/** No server: the demo account signs in on the simulated backend and the dashboard shows the sample agents. */
export const MockModeDemoSignIn: Story = {
  beforeEach: withHandlers(networkDown()),
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use demo' }));
    await expect(field(canvas, 'Email')).toHaveValue(DEMO_ACCOUNT.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText(`Welcome back, ${DEMO_ACCOUNT.name}!`)).toBeVisible();
    await expect(canvas.getByText('Mock API Mode')).toBeVisible();
    const recent = within(await canvas.findByRole('region', { name: 'Recent Agents' }));
    await expect(await recent.findByRole('link', { name: /Inbox Triage Assistant/ })).toHaveAttribute(
      'href',
      '/agents/sample-inbox-triage',
    );
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toMatch(/^sim_/);
  },
};

/** Sign-up checks the passwords before sending: 'Passwords do not match'. */
export const SignUpPasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await fillSignUp(canvasElement, 'Compiler@1953');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(apiCalls('POST', '/api/auth/register')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Sign in' }));
    await authCard(canvasElement, 'Sign In');
  },
};

/** Forgot password, then reset with the code: back to sign-in with the email filled in. */
export const ForgotAndResetPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    const body = toasts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await authCard(canvasElement, 'Reset Password');
    await userEvent.type(field(canvas, 'Email'), ada.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() => expect(body.getByText('Password reset code sent!')).toBeVisible());

    await authCard(canvasElement, 'Set New Password');
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    await userEvent.type(field(canvas, 'Reset code'), sampleEmails.reset.code);
    await userEvent.type(field(canvas, 'New password'), 'Engine@1837');
    await userEvent.type(field(canvas, 'Confirm new password'), 'Engine@1837');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(body.getByText('Password reset successfully!')).toBeVisible());

    await authCard(canvasElement, 'Sign In');
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    const reset = lastCall('POST', '/api/auth/reset-password');
    await waitFor(() => expect(reset.body).toEqual({ email: ada.email, code: sampleEmails.reset.code, new_password: 'Engine@1837' }));
  },
};

/**
 * Someone who signed up earlier and closed the tab: sign-in answers 'Please confirm your email…',
 * and the card offers 'Enter your code' right there; the confirm screen is in the URL with the email.
 */
export const SignInUnconfirmedEnterCode: Story = {
  parameters: { dataset: unconfirmed },
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await signIn(canvas);

    const notice = within(await canvas.findByRole('alert'));
    await expect(notice.getByText('Please confirm your email before logging in')).toBeVisible();
    await expect(notice.getByText(ada.email)).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    await userEvent.click(notice.getByRole('button', { name: 'Enter your code' }));

    await authCard(canvasElement, 'Confirm Email');
    await expect(pageLocation().search).toBe(`?mode=confirm&email=${adaInUrl}`);
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    await userEvent.type(field(canvas, 'Confirmation code'), sampleEmails.confirmation.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await authCard(canvasElement, 'Sign In');
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
  },
};

/** 'Resend code' on the sign-in card sends a new code and moves on to the code screen. */
export const SignInUnconfirmedResend: Story = {
  parameters: { dataset: unconfirmed },
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await signIn(canvas);
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Resend code' }));

    await waitFor(() => expect(toasts(canvasElement).getByText('Confirmation code sent!')).toBeVisible());
    await authCard(canvasElement, 'Confirm Email');
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    await expect(canvas.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    await expect(lastCall('POST', '/api/auth/resend-confirmation').body).toEqual({ email: ada.email });
  },
};

/** A link to the confirm screen (or a reload of it) opens it with the email filled in. */
export const ConfirmFromLink: Story = {
  parameters: { route: `/auth?mode=confirm&email=${adaInUrl}` },
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement, 'Confirm Email');
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    // Back to Sign In keeps the email.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
    await authCard(canvasElement, 'Sign In');
    await expect(field(canvas, 'Email')).toHaveValue(ada.email);
    await expect(pageLocation().search).toBe(`?email=${adaInUrl}`);
  },
};

/** Sent to sign in from /profile: back on /profile afterwards, not the dashboard. */
export const ReturnsToRequestedPage: Story = {
  parameters: { route: '/profile' },
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await expect(pageLocation().search).toBe('?next=%2Fprofile');
    await signIn(canvas);
    await waitFor(() => expect(pageLocation().pathname).toBe('/profile'));
  },
};

/** The theme saved in the profile follows the user: signing in on a light device turns it dark. */
export const SignInAppliesSavedTheme: Story = {
  parameters: { dataset: withAda({ preferences: { ...ada.preferences, theme: 'dark' } }) },
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await expect(document.documentElement).not.toHaveClass('dark');
    await signIn(canvas);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  },
};

/** A crafted `next` that leaves the site is ignored: the dashboard, as usual. */
export const IgnoresOffsiteNext: Story = {
  parameters: { route: '/auth?next=%2F%2Fevil.example%2Fphish' },
  play: async ({ canvasElement }) => {
    const canvas = await authCard(canvasElement);
    await signIn(canvas);
    await expectPageAt(canvas, 'Dashboard', '/dashboard');
  },
};

/** Already signed in: /auth sends the user on to the dashboard. */
export const AlreadySignedIn: Story = {
  parameters: { signedIn: true },
  play: async ({ canvas }) => {
    await expectPageAt(canvas, 'Dashboard', '/dashboard');
  },
};

export const SignInDark: Story = inDark(SignIn);
export const SignInFailureMobile: Story = onMobile({
  play: async (context) => {
    const canvas = await authCard(context.canvasElement);
    await signIn(canvas, wrongPassword);
    await waitFor(() => expect(toasts(context.canvasElement).getByText('Invalid email or password')).toBeVisible());
    await expect(pageLocation().pathname).toBe('/auth');
    // The toast opens below the header: its menu button stays visible and clickable.
    const toast = toasts(context.canvasElement).getByText('Invalid email or password').closest('[data-sonner-toast]')!;
    const header = context.canvasElement.ownerDocument.querySelector('header')!;
    await waitFor(() => expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom));
  },
});
export const MockModeSignUpMobileDark: Story = onMobileInDark(MockModeSignUp);
