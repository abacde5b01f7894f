import { validateForgotPassword, validateResetPassword } from '@agent-registry/api-client/rules';
import {
  AuthFormBody,
  CodeField,
  EmailField,
  NewPasswordFields,
  ResendRow,
  SubmitButton,
  useAuthForm,
  useRefusedCode,
  type ModeFormProps,
} from './AuthFields';

export function ResetPasswordForm({
  email,
  isSubmitting,
  resendCooldownSeconds,
  codeError,
  submitLabel,
  onReset,
  onResend,
}: ModeFormProps) {
  const form = useAuthForm(
    email,
    { code: '', newPassword: '', confirmPassword: '' },
    (values) => ({ ...validateForgotPassword(values), ...validateResetPassword(values) }),
    (values) => onReset({ email: values.email.trim(), code: values.code.trim(), newPassword: values.newPassword }),
  );

  const refused = useRefusedCode(form.values.code, codeError);

  return (
    <AuthFormBody form={form}>
      <EmailField {...form.field('email')} />
      <CodeField label="Reset code" refused={refused} {...form.field('code')} />
      <NewPasswordFields form={form} name="newPassword" label="New password" confirmLabel="Confirm new password" />
      <SubmitButton label={submitLabel} isSubmitting={isSubmitting} />
      <ResendRow form={form} cooldown={resendCooldownSeconds} onResend={onResend} />
    </AuthFormBody>
  );
}
