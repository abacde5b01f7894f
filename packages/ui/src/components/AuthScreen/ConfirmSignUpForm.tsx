import { validateConfirmationCode, validateForgotPassword } from '@agent-registry/api-client/rules';
import { CodeFormBody, useAuthForm, type ModeFormProps } from './AuthFields';

export function ConfirmSignUpForm({ email, onConfirm, ...mode }: ModeFormProps) {
  const form = useAuthForm(
    email,
    { code: '' },
    (values) => ({ ...validateForgotPassword(values), code: validateConfirmationCode(values.code) }),
    (values) => onConfirm({ email: values.email.trim(), code: values.code.trim() }),
  );

  return <CodeFormBody form={form} codeLabel="Confirmation code" {...mode} />;
}
