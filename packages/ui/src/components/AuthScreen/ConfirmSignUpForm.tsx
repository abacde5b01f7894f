import { validateConfirmationCode, validateForgotPassword } from '@agent-registry/api-client/rules';
import {
  AuthFormBody,
  CodeField,
  EmailField,
  ResendRow,
  SubmitButton,
  useAuthForm,
  useRefusedCode,
  type ModeFormProps,
} from './AuthFields';

export function ConfirmSignUpForm({
  email,
  isSubmitting,
  resendCooldownSeconds,
  codeError,
  submitLabel,
  onConfirm,
  onResend,
}: ModeFormProps) {
  const form = useAuthForm(
    email,
    { code: '' },
    (values) => ({ ...validateForgotPassword(values), code: validateConfirmationCode(values.code) }),
    (values) => onConfirm({ email: values.email.trim(), code: values.code.trim() }),
  );

  const refused = useRefusedCode(form.values.code, codeError);

  return (
    <AuthFormBody form={form}>
      <EmailField {...form.field('email')} />
      <CodeField label="Confirmation code" refused={refused} {...form.field('code')} />
      <SubmitButton label={submitLabel} isSubmitting={isSubmitting} />
      <ResendRow form={form} cooldown={resendCooldownSeconds} onResend={onResend} />
    </AuthFormBody>
  );
}
