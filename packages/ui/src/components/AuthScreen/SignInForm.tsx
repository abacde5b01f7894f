import { SIMULATED_ERRORS, validateSignIn } from '@agent-registry/api-client/rules';
import { Info, MailWarning, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import type { AuthScreenProps } from './AuthScreen';
import * as styles from './AuthScreen.css';
import {
  AuthFormBody,
  EmailField,
  isCoolingDown,
  resendLabel,
  SubmitButton,
  SwitchModeLink,
  useAuthForm,
  type ModeFormProps,
} from './AuthFields';

export function SignInForm({
  email,
  isSubmitting,
  demoCredentials,
  unconfirmedEmail,
  resendCooldownSeconds,
  submitLabel,
  onSignIn,
  onModeChange,
  onResend,
}: ModeFormProps) {
  const form = useAuthForm(email, { password: '' }, validateSignIn, (values) =>
    onSignIn({ email: values.email.trim(), password: values.password }),
  );

  return (
    <>
      {unconfirmedEmail && (
        <Callout icon={MailWarning} title={SIMULATED_ERRORS.emailNotConfirmed} role="alert">
          <Box as="p" margin={0} color="muted">
            We sent a 6-digit code to <strong className={styles.calloutEmail}>{unconfirmedEmail}</strong>.
          </Box>
          <Inline gap={2} className={styles.calloutActions}>
            <Button size="small" onClick={() => onModeChange('confirmSignUp')}>
              Enter your code
            </Button>
            <Button
              size="small"
              variant="outline"
              disabled={isCoolingDown(resendCooldownSeconds) || isSubmitting}
              onClick={() => onResend(unconfirmedEmail)}
            >
              {resendLabel(resendCooldownSeconds)}
            </Button>
          </Inline>
        </Callout>
      )}
      {demoCredentials && (
        <DemoHint
          credentials={demoCredentials}
          onUse={() => form.fill({ email: demoCredentials.email, password: demoCredentials.password })}
        />
      )}
      <AuthFormBody form={form}>
        <EmailField {...form.field('email')} />
        <Stack gap={2}>
          <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
          <button type="button" className={styles.forgotLink} onClick={() => onModeChange('forgotPassword')}>
            Forgot your password?
          </button>
        </Stack>
        <SubmitButton label={submitLabel} isSubmitting={isSubmitting} />
      </AuthFormBody>
      <SwitchModeLink question="Don't have an account?" action="Sign up" onClick={() => onModeChange('signUp')} />
    </>
  );
}

/** A tinted box above the form: an icon, a title, what to know, and maybe a button at the side. */
function Callout({
  as = 'div',
  icon: Icon,
  title,
  children,
  aside,
  ...rest
}: {
  as?: 'div' | 'aside';
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  role?: string;
  'aria-label'?: string;
}) {
  return (
    <Inline
      as={as}
      align="flex-start"
      gap={3}
      // A little tighter on phones, so the demo address fits on one line at 375 px.
      padding={{ base: 3, md: 4 }}
      borderRadius="large"
      fontSize="sm"
      className={styles.callout}
      {...rest}
    >
      <Icon size={16} className={styles.calloutIcon} aria-hidden="true" />
      <div className={styles.calloutBody}>
        <p className={styles.calloutTitle}>{title}</p>
        {children}
      </div>
      {aside}
    </Inline>
  );
}

function DemoHint({ credentials, onUse }: { credentials: NonNullable<AuthScreenProps['demoCredentials']>; onUse: () => void }) {
  return (
    <Callout
      as="aside"
      aria-label="Demo credentials"
      icon={Info}
      title="Try the demo account"
      aside={
        <Button size="small" variant="outline" onClick={onUse}>
          Use demo
        </Button>
      }
    >
      <dl className={styles.demoList}>
        <dt>Email</dt>
        <dd>
          <code>{credentials.email}</code>
        </dd>
        <dt>Password</dt>
        <dd>
          <code>{credentials.password}</code>
        </dd>
      </dl>
      {credentials.note && <p className={styles.demoNote}>{credentials.note}</p>}
    </Callout>
  );
}
