import { validateForgotPassword } from '@agent-registry/api-client/rules';
import { AuthFormBody, EmailField, SubmitButton, useAuthForm, type ModeFormProps } from './AuthFields';

export function ForgotPasswordForm({ email, isSubmitting, submitLabel, onForgot }: ModeFormProps) {
  const form = useAuthForm(email, {}, validateForgotPassword, (values) => onForgot(values.email.trim()));

  return (
    <AuthFormBody form={form}>
      <EmailField {...form.field('email')} />
      <SubmitButton label={submitLabel} isSubmitting={isSubmitting} />
    </AuthFormBody>
  );
}
