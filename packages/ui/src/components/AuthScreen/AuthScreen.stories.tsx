import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoCredentials } from '../../fixtures/account';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';
import { AuthScreen, authModes, type AuthScreenProps, type AuthMode } from './AuthScreen';

const meta = preview.meta({
  title: 'Screens/AuthScreen',
  component: AuthScreen,
  decorators: [frame('form')],
  globals: desktop,
  argTypes: { mode: { control: 'select', options: authModes } },
  args: {
    mode: 'signIn',
    demoCredentials,
    isSubmitting: false,
    resendCooldownSeconds: 0,
    ...spies('onModeChange', 'onSignIn', 'onSignUp', 'onConfirm', 'onResend', 'onForgot', 'onReset'),
  } as const,
});

type Canvas = ReturnType<typeof within>;

// --- Shared steps -----------------------------------------------------------------------------

const expectTitle = (canvas: Canvas, title: string) => expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();

/** 'Back to Sign In' asks for the sign-in mode. */
async function goBackToSignIn(canvas: Canvas, args: AuthScreenProps) {
  await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
  await expect(args.onModeChange).toHaveBeenLastCalledWith('signIn');
}

/** Types each value into the field labelled with its key, in order; '{Enter}' at the end submits. */
async function typeInto(canvas: Canvas, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(canvas.getByLabelText(label), value);
}

const PASSWORD_COMPLEXITY =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

// --- Sign in ----------------------------------------------------------------------------------

export const SignIn = meta.story({
  play: async ({ canvas, args }) => {
    await expectTitle(canvas, 'Sign In');
    const demo = canvas.getByRole('complementary', { name: 'Demo credentials' });
    await expect(demo).toHaveTextContent(demoCredentials.email);
    await expect(demo).toHaveTextContent(demoCredentials.password);
    await expect(canvas.getByRole('button', { name: "Don't have an account? Sign up" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to Sign In' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await typeInto(canvas, { Email: 'ada@analytical.dev', Password: 'Sup3r$ecret{Enter}' });
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'ada@analytical.dev', password: 'Sup3r$ecret' });
  },
});

/** Sign-in answered 'Please confirm your email…': the card offers the code screen and a new code. */
export const SignInUnconfirmed = meta.story({
  args: { unconfirmedEmail: 'a-very-long-address.for-a-narrow-phone@analytical-engine.example.dev' },
  play: async ({ canvasElement, args }) => {
    const notice = within(within(canvasElement).getByRole('alert'));
    await expect(notice.getByText('Please confirm your email before logging in')).toBeVisible();
    await userEvent.click(notice.getByRole('button', { name: 'Enter your code' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('confirmSignUp');
    await userEvent.click(notice.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledWith('a-very-long-address.for-a-narrow-phone@analytical-engine.example.dev');
  },
});

/** Right after a resend, the button counts down like the code screen's. */
export const SignInUnconfirmedCoolingDown = meta.story({
  args: { unconfirmedEmail: 'ada@analytical.dev', resendCooldownSeconds: 42 },
  globals: phone,
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByRole('alert'));
    await expect(notice.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const SignInDark = SignIn.extend({ globals: dark });
export const SignInMobile = meta.story({
  args: { demoCredentials: { ...demoCredentials, note: 'Shared and read-only.' } },
  globals: phone,
  play: async (context) => {
    await SignIn.play!(context);
    const demo = within(within(context.canvasElement).getByRole('complementary', { name: 'Demo credentials' }));
    await expect(demo.getByText('Shared and read-only.')).toBeVisible();
    // The address stays on one line at 375 px.
    const address = demo.getByText(demoCredentials.email);
    await expect(address.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(address).lineHeight) * 1.5);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
});
export const SignInMobileDark = SignIn.extend({ globals: { ...phone, ...dark } });

/** Empty fields are flagged inline and nothing is sent; editing a field clears its message. */
export const SignInValidation = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(textsOf(alerts)).toEqual(['This field is required', 'This field is required']);
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
});

/** 'Use demo' fills in the demo account. */
export const SignInWithDemoAccount = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use demo' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue(demoCredentials.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledWith(demoCredentials);
  },
});

/** Without demo credentials there is no hint. */
export const SignInWithoutDemoHint = meta.story({
  args: { demoCredentials: undefined, email: 'ada@analytical.dev' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary', { name: 'Demo credentials' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@analytical.dev');
  },
});

/** The mode links call back with the mode to show. */
export const SignInLinks = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signUp');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('forgotPassword');
  },
});

/** Keyboard only: Tab through the fields and submit with Enter. */
export const SignInKeyboard = meta.story({
  args: { demoCredentials: undefined },
  play: async ({ canvas, args }) => {
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
});

/** While the call runs the submit button is disabled and spins. */
export const Submitting = meta.story({
  args: { isSubmitting: true, email: 'ada@analytical.dev' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Password'), 'whatever{Enter}');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
});

export const SubmittingDark = Submitting.extend({ globals: dark });

// --- Sign up ----------------------------------------------------------------------------------

export const SignUp = meta.story({
  args: { mode: 'signUp' },
  play: async ({ canvas, args }) => {
    await expectTitle(canvas, 'Create Account');
    await expect(canvas.getByRole('button', { name: 'Already have an account? Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await typeInto(canvas, {
      'Full name': 'Ada Lovelace',
      Email: 'ada@analytical.dev',
      Password: 'Engine!1843',
      'Confirm password': 'Engine!1843{Enter}',
    });
    await expect(args.onSignUp).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@analytical.dev',
      password: 'Engine!1843',
    });
    await goBackToSignIn(canvas, args);
    await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Sign in' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('signIn');
  },
});

export const SignUpDark = SignUp.extend({ globals: dark });
export const SignUpMobile = SignUp.extend({ globals: phone });

/** Section 5's password rules, shown inline before anything is sent. */
export const SignUpValidation = meta.story({
  args: { mode: 'signUp' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Create Account' });
    await typeInto(canvas, { 'Full name': 'Ada', Email: 'ada@analytical.dev', Password: 'Sh0rt!', 'Confirm password': 'Different1!' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await typeInto(canvas, { Password: 'alllowercase1', 'Confirm password': 'alllowercase1' });
    await userEvent.click(submit);
    await expect(await canvas.findByText(PASSWORD_COMPLEXITY)).toBeVisible();
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
});

/** A malformed email is caught before the call. */
export const SignUpInvalidEmail = meta.story({
  args: { mode: 'signUp' },
  play: async ({ canvas, args }) => {
    await typeInto(canvas, {
      'Full name': 'Ada',
      Email: 'ada-at-example',
      Password: 'Engine!1843',
      'Confirm password': 'Engine!1843{Enter}',
    });
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
});

// --- Confirm email ----------------------------------------------------------------------------

/** Just after sign-up: email prefilled, resend cooling down. */
export const ConfirmSignUp = meta.story({
  args: { mode: 'confirmSignUp', email: 'ada@analytical.dev', resendCooldownSeconds: 42 },
  play: async ({ canvas, args }) => {
    await expectTitle(canvas, 'Confirm Email');
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@analytical.dev');
    const code = canvas.getByLabelText('Confirmation code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(canvas.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
    await userEvent.type(code, '48291377{Enter}');
    await expect(code).toHaveValue('482913');
    await expect(args.onConfirm).toHaveBeenCalledWith({ email: 'ada@analytical.dev', code: '482913' });
    await expect(args.onResend).not.toHaveBeenCalled();
  },
});

export const ConfirmSignUpDark = ConfirmSignUp.extend({ globals: dark });
export const ConfirmSignUpMobile = ConfirmSignUp.extend({ globals: phone });

/** Cooldown over: the code can be resent; an empty code is refused. */
export const ConfirmSignUpResendReady = meta.story({
  args: { mode: 'confirmSignUp', email: 'ada@analytical.dev', resendCooldownSeconds: 0 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledWith('ada@analytical.dev');
    await userEvent.type(canvas.getByLabelText('Confirmation code'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter the confirmation code');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await goBackToSignIn(canvas, args);
  },
});

// --- Forgot password --------------------------------------------------------------------------

export const ForgotPassword = meta.story({
  args: { mode: 'forgotPassword' },
  play: async ({ canvas, args }) => {
    await expectTitle(canvas, 'Reset Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email address');
    await expect(args.onForgot).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Email'), ' ada@analytical.dev {Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onForgot).toHaveBeenCalledWith('ada@analytical.dev');
    await goBackToSignIn(canvas, args);
  },
});

export const ForgotPasswordDark = ForgotPassword.extend({ globals: dark });
export const ForgotPasswordMobile = ForgotPassword.extend({ globals: phone });

// --- Reset password ---------------------------------------------------------------------------

export const ResetPassword = meta.story({
  args: { mode: 'resetPassword', email: 'ada@analytical.dev', resendCooldownSeconds: 57 },
  play: async ({ canvas, args }) => {
    await expectTitle(canvas, 'Set New Password');
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@analytical.dev');
    await expect(canvas.getByLabelText('Reset code')).toHaveAttribute('maxlength', '6');
    await expect(canvas.getByRole('button', { name: 'Resend code in 57s' })).toBeDisabled();
    await typeInto(canvas, { 'Reset code': '705146', 'New password': 'N3w&Improved', 'Confirm new password': 'N3w&Improved{Enter}' });
    await expect(args.onReset).toHaveBeenCalledWith({
      email: 'ada@analytical.dev',
      code: '705146',
      newPassword: 'N3w&Improved',
    });
  },
});

export const ResetPasswordDark = ResetPassword.extend({ globals: dark });
export const ResetPasswordMobile = ResetPassword.extend({ globals: phone });

/** The reset form applies the code and password rules; 'Resend code' works here too (the app sends a new reset code). */
export const ResetPasswordValidation = meta.story({
  args: { mode: 'resetPassword', email: 'ada@analytical.dev', resendCooldownSeconds: 0 },
  play: async ({ canvas, args }) => {
    await typeInto(canvas, { 'New password': 'password', 'Confirm new password': 'passw0rd' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByText(PASSWORD_COMPLEXITY)).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledWith('ada@analytical.dev');
    await expect(args.onForgot).not.toHaveBeenCalled();
  },
});

// --- Journey ----------------------------------------------------------------------------------

/** With the app's state wired in: the links really switch modes. */
export const ModeJourney = meta.story({
  render: function Render(args) {
    const [mode, setMode] = useState<AuthMode>(args.mode);
    return (
      <AuthScreen
        {...args}
        mode={mode}
        onModeChange={(next) => {
          args.onModeChange(next);
          setMode(next);
        }}
      />
    );
  },
  play: async ({ canvas, step }) => {
    await step('sign-in to sign-up and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
      await expectTitle(canvas, 'Create Account');
      await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Sign in' }));
      await expectTitle(canvas, 'Sign In');
    });
    await step('sign-in to forgot password and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
      await expectTitle(canvas, 'Reset Password');
      await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign In' }));
      await expectTitle(canvas, 'Sign In');
    });
  },
});
