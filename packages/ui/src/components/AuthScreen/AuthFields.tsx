// The pieces the five auth modes share: the form and its submit button, the email, code and
// new-password fields, the 'Resend code' row and the link to the other mode.
import { CODE_LENGTH, validateForgotPassword, type FieldErrors } from '@agent-registry/api-client/rules';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { tokens } from '../../themes/vars.css';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import type { AuthScreenProps } from './AuthScreen';
import * as styles from './AuthScreen.css';
import { useValidatedForm, type FieldBinding, type FormValues, type ValidatedForm } from '../../private/hooks/useValidatedForm';

/** What each mode's form gets: the card's props, and its submit button's label. */
export type ModeFormProps = Omit<AuthScreenProps, 'mode' | 'className'> & { submitLabel: string };

/**
 * A mode's form: every mode has an email field, prefilled from the `email` prop (after sign-up,
 * confirmation or a reset) and updated when the prop changes.
 */
export function useAuthForm<T extends FormValues>(
  email: string | undefined,
  fields: T,
  validate: (values: T & { email: string }) => FieldErrors,
  onValid: (values: T & { email: string }) => void,
): ValidatedForm<T & { email: string }> {
  const form = useValidatedForm({ ...fields, email: email ?? '' }, validate, onValid);
  const { fill } = form;
  useEffect(() => {
    if (email !== undefined) fill({ email } as Partial<T & { email: string }>);
  }, [email, fill]);
  return form;
}

/** The mode's `<form>`: its fields one under the other, submitted through the form's checks. */
export function AuthFormBody<T extends FormValues>({ form, children }: { form: ValidatedForm<T>; children: ReactNode }) {
  return (
    <Stack as="form" gap={4} {...form.formProps}>
      {children}
    </Stack>
  );
}

/** Full width; disabled and spinning while the call runs. */
export function SubmitButton({ label, isSubmitting }: { label: string; isSubmitting?: boolean }) {
  return (
    <Button type="submit" size="large" fullWidth disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting && <LoaderCircle size={18} className={styles.spin} aria-hidden="true" />}
      {label}
    </Button>
  );
}

export function EmailField(props: FieldBinding) {
  return <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" required {...props} />;
}

/** TextField's className styles the input, so the code's look goes inline (tokens, no colours). */
const codeInputStyle = { fontFamily: tokens.font.mono, fontSize: tokens.fontSize.lg, letterSpacing: '0.35em' };

/**
 * The 6-digit code: takes digits only (anything else typed or pasted is dropped), and shows the
 * server's refusal (`refused`) until the code is edited.
 */
export function CodeField({ label, refused, ...props }: FieldBinding & { label: string; refused?: string | undefined }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      placeholder="123456"
      maxLength={CODE_LENGTH}
      required
      style={codeInputStyle}
      {...props}
      error={props.error ?? refused}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
        props.onChange(event);
      }}
    />
  );
}

/**
 * The server's refusal of the code (`codeError`), for the code the person sent: it marks the field
 * until they change the code, and a new refusal of the same code marks it again.
 */
export function useRefusedCode(code: string, codeError: string | undefined): string | undefined {
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);
  const latestCode = useRef(code);
  useEffect(() => {
    latestCode.current = code;
  });
  useEffect(() => {
    setRefused(codeError ? { code: latestCode.current, message: codeError } : null);
  }, [codeError]);
  return refused && refused.code === code ? refused.message : undefined;
}

const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';

/** A new password with its rules as a hint, and the same typed again (sign-up and reset). */
export function NewPasswordFields<T extends FormValues & { confirmPassword: string }>({
  form,
  name,
  label,
  confirmLabel,
}: {
  form: ValidatedForm<T>;
  name: keyof T & string;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...form.field(name)} />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
    </>
  );
}

export const isCoolingDown = (seconds?: number) => (seconds ?? 0) > 0;

/** 'Resend code', or 'Resend code in 42s' while the cooldown runs. */
export const resendLabel = (seconds?: number) => (isCoolingDown(seconds) ? `Resend code in ${Math.ceil(seconds ?? 0)}s` : 'Resend code');

/** Under the confirm and reset forms: a new code for the address in the email field, once it is valid. */
export function ResendRow<T extends FormValues & { email: string }>({
  form,
  cooldown,
  onResend,
}: {
  form: ValidatedForm<T>;
  cooldown?: number;
  onResend: (email: string) => void;
}) {
  const resend = () => form.check(validateForgotPassword, (values) => onResend(values.email.trim()), { merge: true });
  return (
    <Inline as="p" gap={1} justify="center" margin={0} fontSize="sm" color="muted">
      <span>Didn't receive a code?</span>
      <button type="button" className={styles.inlineLink} onClick={resend} disabled={isCoolingDown(cooldown)}>
        {resendLabel(cooldown)}
      </button>
    </Inline>
  );
}

/**
 * The form of a mode that asks for the mailed code (confirming a sign-up, resetting a password):
 * the email, the code, `children` (a new password), the submit button and 'Resend code'.
 */
export function CodeFormBody<T extends FormValues & { email: string; code: string }>({
  form,
  codeLabel,
  codeError,
  submitLabel,
  isSubmitting,
  resendCooldownSeconds,
  onResend,
  children,
}: Pick<ModeFormProps, 'codeError' | 'submitLabel' | 'isSubmitting' | 'resendCooldownSeconds' | 'onResend'> & {
  form: ValidatedForm<T>;
  codeLabel: string;
  children?: ReactNode;
}) {
  const refused = useRefusedCode(form.values.code, codeError);
  return (
    <AuthFormBody form={form}>
      <EmailField {...form.field('email')} />
      <CodeField label={codeLabel} refused={refused} {...form.field('code')} />
      {children}
      <SubmitButton label={submitLabel} isSubmitting={isSubmitting} />
      <ResendRow form={form} cooldown={resendCooldownSeconds} onResend={onResend} />
    </AuthFormBody>
  );
}

/** Under the sign-in and sign-up cards: 'Don't have an account? Sign up' and the like. */
export function SwitchModeLink({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <Box as="p" margin={0} textAlign="center" className={styles.footer}>
      <button type="button" className={styles.switchLink} onClick={onClick}>
        {question} <span className={styles.switchEmphasis}>{action}</span>
      </button>
    </Box>
  );
}
