import { validateSignUp } from '@agent-registry/api-client/rules';
import { TextField } from '../TextField/TextField';
import { AuthFormBody, EmailField, NewPasswordFields, SubmitButton, SwitchModeLink, useAuthForm, type ModeFormProps } from './AuthFields';

export function SignUpForm({ email, isSubmitting, submitLabel, onSignUp, onModeChange }: ModeFormProps) {
  const form = useAuthForm(email, { name: '', password: '', confirmPassword: '' }, validateSignUp, (values) =>
    onSignUp({ name: values.name.trim(), email: values.email.trim(), password: values.password }),
  );

  return (
    <>
      <AuthFormBody form={form}>
        <TextField label="Full name" autoComplete="name" placeholder="Ada Lovelace" required {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <NewPasswordFields form={form} name="password" label="Password" confirmLabel="Confirm password" />
        <SubmitButton label={submitLabel} isSubmitting={isSubmitting} />
      </AuthFormBody>
      <SwitchModeLink question="Already have an account?" action="Sign in" onClick={() => onModeChange('signIn')} />
    </>
  );
}
