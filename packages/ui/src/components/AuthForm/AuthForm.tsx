import { clsx } from 'clsx';
import {
  validateConfirmationCode,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  SIMULATED_ERRORS,
  type FieldErrors,
} from '@agent-registry/api-client/rules';
import { ArrowLeft, Info, KeyRound, LoaderCircle, LockKeyhole, LogIn, MailCheck, MailWarning, UserPlus, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { tokens } from '../../themes/vars.css';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './AuthForm.css';

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

const modeCopy: Record<AuthMode, { icon: LucideIcon; subtitle: string; submit: string }> = {
  signIn: { icon: LogIn, subtitle: 'Welcome back. Sign in to manage your agents and tokens.', submit: 'Sign In' },
  signUp: { icon: UserPlus, subtitle: 'Join the registry to publish and share AI agents.', submit: 'Create Account' },
  confirmSignUp: { icon: MailCheck, subtitle: 'Enter the 6-digit code we sent to your email address.', submit: 'Confirm Email' },
  forgotPassword: {
    icon: KeyRound,
    subtitle: "Enter your email address and we'll send you a code to reset your password.",
    submit: 'Send Reset Code',
  },
  resetPassword: {
    icon: LockKeyhole,
    subtitle: 'Enter the code from your email and choose a new password.',
    submit: 'Reset Password',
  },
};

const CODE_MAX_LENGTH = 6;
const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';

export interface SignInValues {
  email: string;
  password: string;
}
export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}
export interface ConfirmValues {
  email: string;
  code: string;
}
export interface ResetValues {
  email: string;
  code: string;
  newPassword: string;
}

export interface AuthFormProps {
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
export function AuthForm(props: AuthFormProps) {
  const { mode, onModeChange } = props;
  const { icon: Icon, subtitle } = modeCopy[mode];
  const titleId = useId();

  return (
    <section className={clsx(styles.card, props.className)} aria-labelledby={titleId}>
      {mode !== 'signIn' && (
        <button type="button" className={styles.backLink} onClick={() => onModeChange('signIn')}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Sign In
        </button>
      )}
      <header className={styles.header}>
        <span className={styles.mark} aria-hidden="true">
          <Icon size={22} strokeWidth={2} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {authModeTitles[mode]}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      {/* Keyed by mode: each mode starts with fresh fields and no errors. */}
      <ModeForm key={mode} {...props} />
    </section>
  );
}

type Errors = Record<string, string | undefined>;

/** Field values and per-field errors; editing a field clears its error. */
function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof T & string) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  return { values, setValues, errors, setErrors, set };
}

function hasAny(errors: FieldErrors | Errors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first invalid control, so keyboard and screen-reader users land on the problem. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

function ModeForm(props: AuthFormProps) {
  switch (props.mode) {
    case 'signIn':
      return <SignInForm {...props} />;
    case 'signUp':
      return <SignUpForm {...props} />;
    case 'confirmSignUp':
      return <ConfirmForm {...props} />;
    case 'forgotPassword':
      return <ForgotForm {...props} />;
    case 'resetPassword':
      return <ResetForm {...props} />;
  }
}

function useEmailPrefill(email: string | undefined, setEmail: (email: string) => void) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (email !== undefined) setEmail(email);
    // Only when the prop changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);
}

function SubmitButton({ mode, isSubmitting }: { mode: AuthMode; isSubmitting?: boolean }) {
  return (
    <Button type="submit" size="large" fullWidth disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting && <LoaderCircle size={18} className={styles.spin} aria-hidden="true" />}
      {modeCopy[mode].submit}
    </Button>
  );
}

function Form({ onSubmit, formRef, children }: { onSubmit: () => void; formRef: React.RefObject<HTMLFormElement | null>; children: ReactNode }) {
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={handle} noValidate>
      {children}
    </form>
  );
}

function SignInForm({
  email,
  isSubmitting,
  demoCredentials,
  unconfirmedEmail,
  resendCooldownSeconds,
  onSignIn,
  onModeChange,
  onResend,
}: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set } = useFormState({ email: email ?? '', password: '' });
  useEmailPrefill(email, (next) => setValues((current) => ({ ...current, email: next })));

  const submit = () => {
    const found = validateSignIn(values);
    if (hasAny(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    onSignIn({ email: values.email.trim(), password: values.password });
  };

  return (
    <>
      {unconfirmedEmail && (
        <div className={styles.demo} role="alert">
          <MailWarning size={16} className={styles.demoIcon} aria-hidden="true" />
          <div className={styles.demoBody}>
            <p className={styles.demoTitle}>{SIMULATED_ERRORS.emailNotConfirmed}</p>
            <p className={styles.calloutText}>
              We sent a 6-digit code to <strong className={styles.calloutEmail}>{unconfirmedEmail}</strong>.
            </p>
            <div className={styles.calloutActions}>
              <Button size="small" onClick={() => onModeChange('confirmSignUp')}>
                Enter your code
              </Button>
              <Button size="small" variant="outline" disabled={isCoolingDown(resendCooldownSeconds) || isSubmitting} onClick={() => onResend(unconfirmedEmail)}>
                {resendLabel(resendCooldownSeconds)}
              </Button>
            </div>
          </div>
        </div>
      )}
      {demoCredentials && (
        <aside className={styles.demo} aria-label="Demo credentials">
          <Info size={16} className={styles.demoIcon} aria-hidden="true" />
          <div className={styles.demoBody}>
            <p className={styles.demoTitle}>Try the demo account</p>
            <dl className={styles.demoList}>
              <dt>Email</dt>
              <dd>
                <code>{demoCredentials.email}</code>
              </dd>
              <dt>Password</dt>
              <dd>
                <code>{demoCredentials.password}</code>
              </dd>
            </dl>
            {demoCredentials.note && <p className={styles.demoNote}>{demoCredentials.note}</p>}
          </div>
          <button
            type="button"
            className={styles.demoButton}
            onClick={() => {
              setValues({ email: demoCredentials.email, password: demoCredentials.password });
              setErrors({});
            }}
          >
            Use demo
          </button>
        </aside>
      )}
      <Form onSubmit={submit} formRef={formRef}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <div className={styles.passwordBlock}>
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <button type="button" className={styles.inlineLink} onClick={() => onModeChange('forgotPassword')}>
            Forgot your password?
          </button>
        </div>
        <SubmitButton mode="signIn" isSubmitting={isSubmitting} />
      </Form>
      <p className={styles.footer}>
        <button type="button" className={styles.switchLink} onClick={() => onModeChange('signUp')}>
          Don't have an account? <span className={styles.switchEmphasis}>Sign up</span>
        </button>
      </p>
    </>
  );
}

function SignUpForm({ email, isSubmitting, onSignUp, onModeChange }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set } = useFormState({
    name: '',
    email: email ?? '',
    password: '',
    confirmPassword: '',
  });
  useEmailPrefill(email, (next) => setValues((current) => ({ ...current, email: next })));

  const submit = () => {
    const found = validateSignUp(values);
    if (hasAny(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    onSignUp({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  };

  return (
    <>
      <Form onSubmit={submit} formRef={formRef}>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          required
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <SubmitButton mode="signUp" isSubmitting={isSubmitting} />
      </Form>
      <p className={styles.footer}>
        <button type="button" className={styles.switchLink} onClick={() => onModeChange('signIn')}>
          Already have an account? <span className={styles.switchEmphasis}>Sign in</span>
        </button>
      </p>
    </>
  );
}

const isCoolingDown = (seconds?: number) => (seconds ?? 0) > 0;

/** 'Resend code', or 'Resend code in 42s' while the cooldown runs. */
const resendLabel = (seconds?: number) => (isCoolingDown(seconds) ? `Resend code in ${Math.ceil(seconds ?? 0)}s` : 'Resend code');

function ResendRow({
  cooldown,
  onResend,
}: {
  cooldown?: number;
  onResend: () => void;
}) {
  return (
    <p className={styles.resendRow}>
      <span>Didn't receive a code?</span>
      <button type="button" className={styles.inlineLink} onClick={onResend} disabled={isCoolingDown(cooldown)}>
        {resendLabel(cooldown)}
      </button>
    </p>
  );
}

/** TextField's className styles the input, so the code's look goes inline (tokens, no colours). */
const codeInputStyle = { fontFamily: tokens.font.mono, fontSize: tokens.fontSize.lg, letterSpacing: '0.35em' };

function ConfirmForm({ email, isSubmitting, resendCooldownSeconds, onConfirm, onResend }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set } = useFormState({ email: email ?? '', code: '' });
  useEmailPrefill(email, (next) => setValues((current) => ({ ...current, email: next })));

  const emailErrors = () => validateForgotPassword({ email: values.email });

  const submit = () => {
    const found: Errors = { ...emailErrors(), code: validateConfirmationCode(values.code) };
    if (hasAny(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    onConfirm({ email: values.email.trim(), code: values.code.trim() });
  };

  const resend = () => {
    const found = emailErrors();
    if (hasAny(found)) {
      setErrors((current) => ({ ...current, ...found }));
      focusFirstInvalid(formRef.current);
      return;
    }
    onResend(values.email.trim());
  };

  return (
    <Form onSubmit={submit} formRef={formRef}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Confirmation code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={CODE_MAX_LENGTH}
        required
        style={codeInputStyle}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
      />
      <SubmitButton mode="confirmSignUp" isSubmitting={isSubmitting} />
      <ResendRow cooldown={resendCooldownSeconds} onResend={resend} />
    </Form>
  );
}

function ForgotForm({ email, isSubmitting, onForgot }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set } = useFormState({ email: email ?? '' });
  useEmailPrefill(email, (next) => setValues({ email: next }));

  const submit = () => {
    const found = validateForgotPassword(values);
    if (hasAny(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    onForgot(values.email.trim());
  };

  return (
    <Form onSubmit={submit} formRef={formRef}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <SubmitButton mode="forgotPassword" isSubmitting={isSubmitting} />
    </Form>
  );
}

function ResetForm({ email, isSubmitting, resendCooldownSeconds, onReset, onResend }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set } = useFormState({
    email: email ?? '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  useEmailPrefill(email, (next) => setValues((current) => ({ ...current, email: next })));

  const emailErrors = () => validateForgotPassword({ email: values.email });

  const submit = () => {
    const found: Errors = { ...emailErrors(), ...validateResetPassword(values) };
    if (hasAny(found)) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    onReset({ email: values.email.trim(), code: values.code.trim(), newPassword: values.newPassword });
  };

  const resend = () => {
    const found = emailErrors();
    if (hasAny(found)) {
      setErrors((current) => ({ ...current, ...found }));
      focusFirstInvalid(formRef.current);
      return;
    }
    onResend(values.email.trim());
  };

  return (
    <Form onSubmit={submit} formRef={formRef}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Reset code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={CODE_MAX_LENGTH}
        required
        style={codeInputStyle}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <SubmitButton mode="resetPassword" isSubmitting={isSubmitting} />
      <ResendRow cooldown={resendCooldownSeconds} onResend={resend} />
    </Form>
  );
}
