import { clsx } from 'clsx';
import type {
  ForgotPasswordValues,
  ResetPasswordValues,
  SignInValues as SignInRuleValues,
  SignUpValues as SignUpRuleValues,
} from '@agent-registry/api-client/rules';
import { ArrowLeft, KeyRound, LockKeyhole, LogIn, MailCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { IconTile } from '../Badge/IconTile';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { Card } from '../Card/Card';
import type { ModeFormProps } from './AuthFields';
import * as styles from './AuthScreen.css';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** The five modes of the /auth screen. */
export const authModes = ['signIn', 'signUp', 'confirmSignUp', 'forgotPassword', 'resetPassword'] as const;
export type AuthMode = (typeof authModes)[number];

/** The heading of each mode, word for word from the spec. */
export const authModeTitles: Record<AuthMode, string> = {
  signIn: 'Sign In',
  signUp: 'Create Account',
  confirmSignUp: 'Confirm Email',
  forgotPassword: 'Reset Password',
  resetPassword: 'Set New Password',
};

/** Each mode's icon, subtitle, submit label and form. */
const modes: Record<AuthMode, { icon: LucideIcon; subtitle: string; submit: string; Form: ComponentType<ModeFormProps> }> = {
  signIn: {
    icon: LogIn,
    subtitle: 'Welcome back. Sign in to manage your agents and tokens.',
    submit: 'Sign In',
    Form: SignInForm,
  },
  signUp: {
    icon: UserPlus,
    subtitle: 'Join the registry to publish and share AI agents.',
    submit: 'Create Account',
    Form: SignUpForm,
  },
  confirmSignUp: {
    icon: MailCheck,
    subtitle: 'Enter the 6-digit code we sent to your email address.',
    submit: 'Confirm Email',
    Form: ConfirmSignUpForm,
  },
  forgotPassword: {
    icon: KeyRound,
    subtitle: "Enter your email address and we'll send you a code to reset your password.",
    submit: 'Send Reset Code',
    Form: ForgotPasswordForm,
  },
  resetPassword: {
    icon: LockKeyhole,
    subtitle: 'Enter the code from your email and choose a new password.',
    submit: 'Reset Password',
    Form: ResetPasswordForm,
  },
};

// What the forms send: the contract's values (what its validation rules check), less the
// confirmation fields, which are checked here and never sent.
export type SignInValues = SignInRuleValues;
export type SignUpValues = Omit<SignUpRuleValues, 'confirmPassword'>;
export type ConfirmValues = ForgotPasswordValues & { code: string };
export type ResetValues = ForgotPasswordValues & Omit<ResetPasswordValues, 'confirmPassword'>;

export interface AuthScreenProps {
  /** Which of the five modes is shown; the app owns it. */
  mode: AuthMode;
  /** Class of the card, for the host's layout. */
  className?: string;
  /** Called by the mode links ('Sign up', 'Forgot your password?', 'Back to Sign In', ...). */
  onModeChange: (mode: AuthMode) => void;
  /** Prefills every email field (e.g. after sign-up, confirmation or a reset). */
  email?: string;
  /** Disables the submit button and shows a spinner in it. */
  isSubmitting?: boolean;
  /**
   * The server refused the code ('Invalid confirmation code', an expired code...): shown on the
   * code field of the confirm and reset modes until the code is changed.
   */
  codeError?: string | undefined;
  /** Seconds left before a code may be resent (the app counts down from 60); 0 or absent: resend allowed. */
  resendCooldownSeconds?: number;
  /** Shown as a hint on sign-in, with a button that fills the form. */
  demoCredentials?: {
    email: string;
    password: string;
    /** What the account may do, under the credentials (e.g. that it is shared and read-only). */
    note?: string;
  };
  /**
   * Sign-in answered 'Please confirm your email before logging in' for this address: the sign-in
   * card then offers 'Enter your code' (confirmSignUp mode, through `onModeChange`) and 'Resend code'
   * (`onResend`) right there, so nobody is stuck behind an unconfirmed account.
   */
  unconfirmedEmail?: string;
  /** The sign-in form passed its checks and was submitted. */
  onSignIn: (values: SignInValues) => void;
  /** The sign-up form passed its checks and was submitted. */
  onSignUp: (values: SignUpValues) => void;
  /** The confirmation code form passed its checks and was submitted. */
  onConfirm: (values: ConfirmValues) => void;
  /**
   * 'Resend code', in confirmSignUp mode (a new confirmation code) and in resetPassword mode (a new
   * reset code): the app picks the call by `mode`.
   */
  onResend: (email: string) => void;
  /** The forgot-password submit. */
  onForgot: (email: string) => void;
  /** The new-password form passed its checks and was submitted. */
  onReset: (values: ResetValues) => void;
}

/** The /auth screen's card: one component, five modes, inline validation before any callback. */
export function AuthScreen({ mode, className, ...props }: AuthScreenProps) {
  const { icon: Icon, subtitle, submit, Form } = modes[mode];
  const titleId = useId();

  return (
    <Card
      as="section"
      radius="xlarge"
      elevated={false}
      padding={{ base: 6, md: 8 }}
      className={clsx(styles.card, className)}
      aria-labelledby={titleId}
    >
      {/* The card has two steps more room above and below than at the sides. */}
      <Stack gap={6} paddingBlock={2}>
        <Stack gap={4}>
          {mode !== 'signIn' && (
            <button type="button" className={styles.backLink} onClick={() => props.onModeChange('signIn')}>
              <ArrowLeft size={16} aria-hidden="true" />
              Back to Sign In
            </button>
          )}
          <Stack as="header" gap={2} align="center" textAlign="center">
            <IconTile size="xl" shape="large" tone="brand" className={styles.mark}>
              <Icon size={22} strokeWidth={2} />
            </IconTile>
            <Box as="h1" id={titleId} margin={0} fontSize="2xl" fontWeight="bold" color="text" className={styles.title}>
              {authModeTitles[mode]}
            </Box>
            <Box as="p" margin={0} fontSize="sm" color="muted" className={styles.subtitle}>
              {subtitle}
            </Box>
          </Stack>
        </Stack>
        {/* Keyed by mode: each mode starts with fresh fields and no errors. */}
        <Form key={mode} {...props} submitLabel={submit} />
      </Stack>
    </Card>
  );
}
