import { validateForgotPassword, validateResetPassword } from '@agent-registry/api-client/rules';
import { CodeFormBody, NewPasswordFields, useAuthForm, type ModeFormProps } from './AuthFields';

export function ResetPasswordForm({ email, onReset, ...mode }: ModeFormProps) {
  const form = useAuthForm(
    email,
    { code: '', newPassword: '', confirmPassword: '' },
    (values) => ({ ...validateForgotPassword(values), ...validateResetPassword(values) }),
    (values) => onReset({ email: values.email.trim(), code: values.code.trim(), newPassword: values.newPassword }),
  );

  return (
    <CodeFormBody form={form} codeLabel="Reset code" {...mode}>
      <NewPasswordFields form={form} name="newPassword" label="New password" confirmLabel="Confirm new password" />
    </CodeFormBody>
  );
}
