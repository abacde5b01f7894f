import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCredentials } from '../../fixtures/account';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { AuthForm, authModes, type AuthMode } from './AuthForm';

/** The /auth page's backdrop, so the card is seen as it is in the app. */
const page: Decorator = (Story) => (
  <div
    style={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      padding: '3rem 1rem',
    }}
  >
    <Story />
  </div>
);

const meta = {
  tags: ['autodocs'],
  title: 'Screens/AuthForm',
  component: AuthForm,
  decorators: [page],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  argTypes: { mode: { control: 'select', options: authModes } },
  args: {
    mode: 'signIn',
    demoCredentials,
    isSubmitting: false,
    resendCooldownSeconds: 0,
    onModeChange: fn(),
    onSignIn: fn(),
    onSignUp: fn(),
    onConfirm: fn(),
    onResend: fn(),
    onForgot: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

// --- Sign in ----------------------------------------------------------------------------------

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const demo = canvas.getByRole('complementary', { name: 'Demo credentials' });
    await expect(demo).toHaveTextContent(demoCredentials.email);
    await expect(demo).toHaveTextContent(demoCredentials.password);
    await expect(canvas.getByRole('button', { name: "Don't have an account? Sign up" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to Sign In' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await userEvent.type(canvas.getByLabelText('Email'), 'ada@analytical.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'Sup3r$ecret{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'ada@analytical.dev', password: 'Sup3r$ecret' });
  },
};

/** Sign-in answered 'Please confirm your email…': the card offers the code screen and a new code. */
export const SignInUnconfirmed: Story = {
  args: { unconfirmedEmail: 'a-very-long-address.for-a-narrow-phone@analytical-engine.example.dev' },
  play: async ({ canvasElement, args }) => {
    const notice = within(within(canvasElement).getByRole('alert'));
    await expect(notice.getByText('Please confirm your email before logging in')).toBeVisible();
    await userEvent.click(notice.getByRole('button', { name: 'Enter your code' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('confirmSignUp');
    await userEvent.click(notice.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledWith('a-very-long-address.for-a-narrow-phone@analytical-engine.example.dev');
  },
};

/** Right after a resend, the button counts down like the code screen's. */
export const SignInUnconfirmedCoolingDown: Story = {
  args: { unconfirmedEmail: 'ada@analytical.dev', resendCooldownSeconds: 42 },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByRole('alert'));
    await expect(notice.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SignInDark: Story = { globals: { theme: 'dark' }, play: SignIn.play };
export const SignInMobile: Story = {
  args: { demoCredentials: { ...demoCredentials, note: 'Shared and read-only.' } },
  globals: mobile,
  play: async (context) => {
    await SignIn.play!(context);
    const demo = within(within(context.canvasElement).getByRole('complementary', { name: 'Demo credentials' }));
    await expect(demo.getByText('Shared and read-only.')).toBeVisible();
    // The address stays on one line at 375 px.
    const address = demo.getByText(demoCredentials.email);
    await expect(address.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(address).lineHeight) * 1.5);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};
export const SignInMobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: SignIn.play };

/** Empty fields are flagged inline and nothing is sent; editing a field clears its message. */
export const SignInValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual(['This field is required', 'This field is required']);
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Use demo' fills in the demo account. */
export const SignInWithDemoAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use demo' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue(demoCredentials.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledWith(demoCredentials);
  },
};

/** Without demo credentials there is no hint. */
export const SignInWithoutDemoHint: Story = {
  args: { demoCredentials: undefined, email: 'ada@analytical.dev' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Demo credentials' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@analytical.dev');
  },
};

/** The mode links call back with the mode to show. */
export const SignInLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signUp');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('forgotPassword');
  },
};

/** Keyboard only: Tab through the fields and submit with Enter. */
export const SignInKeyboard: Story = {
  args: { demoCredentials: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText('Email').focus();
    await userEvent.keyboard('grace@navy.dev');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('C0bol!Rules');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'grace@navy.dev', password: 'C0bol!Rules' });
  },
};

/** While the call runs the submit button is disabled and spins. */
export const Submitting: Story = {
  args: { isSubmitting: true, email: 'ada@analytical.dev' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Password'), 'whatever{Enter}');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const SubmittingDark: Story = { args: Submitting.args, globals: { theme: 'dark' }, play: Submitting.play };

// --- Sign up ----------------------------------------------------------------------------------

export const SignUp: Story = {
  args: { mode: 'signUp' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Already have an account? Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@analytical.dev');
    await userEvent.type(canvas.getByLabelText('Password'), 'Engine!1843');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Engine!1843{Enter}');
    await expect(args.onSignUp).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@analytical.dev',
      password: 'Engine!1843',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signIn');
    await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Sign in' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signIn');
  },
};

export const SignUpDark: Story = { args: SignUp.args, globals: { theme: 'dark' }, play: SignUp.play };
export const SignUpMobile: Story = { args: SignUp.args, globals: mobile, play: SignUp.play };

/** Section 5's password rules, shown inline before anything is sent. */
export const SignUpValidation: Story = {
  args: { mode: 'signUp' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Create Account' });
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@analytical.dev');

    await userEvent.type(canvas.getByLabelText('Password'), 'Sh0rt!');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Different1!');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'alllowercase1');
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'alllowercase1');
    await userEvent.click(submit);
    await expect(
      await canvas.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** A malformed email is caught before the call. */
export const SignUpInvalidEmail: Story = {
  args: { mode: 'signUp' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada-at-example');
    await userEvent.type(canvas.getByLabelText('Password'), 'Engine!1843');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Engine!1843{Enter}');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

// --- Confirm email ----------------------------------------------------------------------------

/** Just after sign-up: email prefilled, resend cooling down. */
export const ConfirmSignUp: Story = {
  args: { mode: 'confirmSignUp', email: 'ada@analytical.dev', resendCooldownSeconds: 42 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm Email' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@analytical.dev');
    const code = canvas.getByLabelText('Confirmation code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(canvas.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
    await userEvent.type(code, '48291377{Enter}');
    await expect(code).toHaveValue('482913');
    await expect(args.onConfirm).toHaveBeenCalledWith({ email: 'ada@analytical.dev', code: '482913' });
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const ConfirmSignUpDark: Story = { args: ConfirmSignUp.args, globals: { theme: 'dark' }, play: ConfirmSignUp.play };
export const ConfirmSignUpMobile: Story = { args: ConfirmSignUp.args, globals: mobile, play: ConfirmSignUp.play };

/** Cooldown over: the code can be resent; an empty code is refused. */
export const ConfirmSignUpResendReady: Story = {
  args: { mode: 'confirmSignUp', email: 'ada@analytical.dev', resendCooldownSeconds: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledWith('ada@analytical.dev');
    await userEvent.type(canvas.getByLabelText('Confirmation code'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter the confirmation code');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('signIn');
  },
};

// --- Forgot password --------------------------------------------------------------------------

export const ForgotPassword: Story = {
  args: { mode: 'forgotPassword' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email address');
    await expect(args.onForgot).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Email'), ' ada@analytical.dev {Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onForgot).toHaveBeenCalledWith('ada@analytical.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('signIn');
  },
};

export const ForgotPasswordDark: Story = { args: ForgotPassword.args, globals: { theme: 'dark' }, play: ForgotPassword.play };
export const ForgotPasswordMobile: Story = { args: ForgotPassword.args, globals: mobile, play: ForgotPassword.play };

// --- Reset password ---------------------------------------------------------------------------

export const ResetPassword: Story = {
  args: { mode: 'resetPassword', email: 'ada@analytical.dev', resendCooldownSeconds: 57 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@analytical.dev');
    await expect(canvas.getByLabelText('Reset code')).toHaveAttribute('maxlength', '6');
    await expect(canvas.getByRole('button', { name: 'Resend code in 57s' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Reset code'), '705146');
    await userEvent.type(canvas.getByLabelText('New password'), 'N3w&Improved');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'N3w&Improved{Enter}');
    await expect(args.onReset).toHaveBeenCalledWith({
      email: 'ada@analytical.dev',
      code: '705146',
      newPassword: 'N3w&Improved',
    });
  },
};

export const ResetPasswordDark: Story = { args: ResetPassword.args, globals: { theme: 'dark' }, play: ResetPassword.play };
export const ResetPasswordMobile: Story = { args: ResetPassword.args, globals: mobile, play: ResetPassword.play };

/** The reset form applies the code and password rules; 'Resend code' works here too (the app sends a new reset code). */
export const ResetPasswordValidation: Story = {
  args: { mode: 'resetPassword', email: 'ada@analytical.dev', resendCooldownSeconds: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'passw0rd');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(
      canvas.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledWith('ada@analytical.dev');
    await expect(args.onForgot).not.toHaveBeenCalled();
  },
};

// --- Journey ----------------------------------------------------------------------------------

/** With the app's state wired in: the links really switch modes. */
export const ModeJourney: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState<AuthMode>(args.mode);
    return (
      <AuthForm
        {...args}
        mode={mode}
        onModeChange={(next) => {
          args.onModeChange(next);
          setMode(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('sign-in to sign-up and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
      await expect(canvas.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Sign in' }));
      await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    });
    await step('sign-in to forgot password and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
      await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
      await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    });
  },
};
