import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FAILURE_TOASTS, SIMULATED_ERRORS, VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expectBusy } from '../../private/testing/accountSteps';
import { frame } from '../../private/testing/decorators';
import { replaceField } from '../../private/testing/replaceField';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import {
  CHANGE_PASSWORD_MESSAGES,
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './ChangePasswordForm';

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    current: canvas.getByLabelText('Current password'),
    next: canvas.getByLabelText('New password'),
    confirm: canvas.getByLabelText('Confirm new password'),
    submit: canvas.getByRole('button', { name: CHANGE_PASSWORD_MESSAGES.submit }),
  };
};

/** Types the three passwords (the new one twice, unless `confirm` differs); answers the fields. */
async function fillIn(canvasElement: HTMLElement, current: string, next: string, confirm = next) {
  const found = fields(canvasElement);
  await userEvent.type(found.current, current);
  await userEvent.type(found.next, next);
  await userEvent.type(found.confirm, confirm);
  return found;
}

const meta = preview.meta({
  title: 'Components/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [frame('column')],
  globals: desktop,
  args: { onSubmit: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: CHANGE_PASSWORD_MESSAGES.title })).toBeVisible();
    const { current, next } = fields(canvasElement);
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(next).toHaveAccessibleDescription(CHANGE_PASSWORD_MESSAGES.hint);

    const { confirm, submit } = await fillIn(canvasElement, 'Demo@1234', 'Brand@New99');

    // Show, then hide again, what was typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(next).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide new password' }));
    await expect(next).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'password');

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ old_password: 'Demo@1234', new_password: 'Brand@New99' });
  },
});

export const DefaultDark = Default.extend({ globals: dark });

export const Validation = meta.story({
  play: async ({ canvasElement, args }) => {
    const { current, next, confirm, submit } = fields(canvasElement);

    // Nothing typed: every field is required; the focus goes to the first.
    await userEvent.click(submit);
    for (const field of [current, next, confirm]) {
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.fieldRequired));
    }
    await waitFor(() => expect(current).toHaveFocus());

    // Too short, and not matching.
    await userEvent.type(current, 'Demo@1234');
    await expect(current).not.toHaveAttribute('aria-invalid');
    await userEvent.type(next, 'Ab@1');
    await userEvent.type(confirm, 'Ab@2');
    await userEvent.click(submit);
    await expect(next).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.passwordTooShort));
    await expect(confirm).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordsDoNotMatch);
    await waitFor(() => expect(next).toHaveFocus());

    // Long enough and matching, but missing the character classes.
    await replaceField(next, 'alllowercase');
    await replaceField(confirm, 'alllowercase');
    await userEvent.click(submit);
    await expect(next).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.passwordComplexity));
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ServerError = meta.story({
  args: { error: FAILURE_TOASTS.changePassword, fieldErrors: { old_password: SIMULATED_ERRORS.currentPasswordIncorrect } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(FAILURE_TOASTS.changePassword)).toBeVisible();
    const { current } = fields(canvasElement);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(SIMULATED_ERRORS.currentPasswordIncorrect);
    await waitFor(() => expect(current).toHaveFocus());
    // Editing the field retracts the server's word about it.
    await userEvent.type(current, 'x');
    await expect(current).not.toHaveAttribute('aria-invalid');
  },
});

/** Like the app against a server that refuses the current password: busy a moment, then the refusal. */
function Refusing(props: ChangePasswordFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (values: ChangePasswordValues) => {
    props.onSubmit(values);
    setError(undefined);
    setSubmitting(true);
    setTimeout(() => {
      setSubmitting(false);
      setError(SIMULATED_ERRORS.currentPasswordIncorrect);
    }, 50);
  };
  return <ChangePasswordForm {...props} submitting={submitting} error={error} onSubmit={submit} />;
}

/** The server's refusal, then the form's own finding, then the server's again: only the newer one shows. */
export const NewerErrorOnly = meta.story({
  render: (args) => <Refusing {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const { confirm, submit } = await fillIn(canvasElement, 'Wrong@1234', 'Brand@New99');
    await userEvent.click(submit);
    await expect(await canvas.findByText(SIMULATED_ERRORS.currentPasswordIncorrect)).toBeVisible();

    await replaceField(confirm, 'Brand@New98');
    await userEvent.click(submit);
    await expect(confirm).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordsDoNotMatch);
    await expect(canvas.queryByText(SIMULATED_ERRORS.currentPasswordIncorrect)).not.toBeInTheDocument();

    await replaceField(confirm, 'Brand@New99');
    await userEvent.click(submit);
    await expect(await canvas.findByText(SIMULATED_ERRORS.currentPasswordIncorrect)).toBeVisible();
    await expect(canvas.queryByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
});

export const NewerErrorOnlyDark = NewerErrorOnly.extend({ globals: dark });

export const NewerErrorOnlyPhone = NewerErrorOnly.extend({ globals: phone });

export const Submitting = meta.story({
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    await expectBusy(fields(canvasElement).submit);
    await fillIn(canvasElement, 'Demo@1234', 'Brand@New99', 'Brand@New99{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Like the app: a successful answer sets `done`. */
function Succeeding(props: ChangePasswordFormProps) {
  const [done, setDone] = useState(false);
  const submit = (values: ChangePasswordValues) => {
    props.onSubmit(values);
    setDone(true);
  };
  return <ChangePasswordForm {...props} done={done} onSubmit={submit} />;
}

export const Done = meta.story({
  render: (args) => <Succeeding {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    const { current, next, confirm, submit } = await fillIn(canvasElement, 'Demo@1234', 'Brand@New99');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(status).toHaveTextContent(CHANGE_PASSWORD_MESSAGES.done);
    // No password is left in the fields.
    for (const field of [current, next, confirm]) await expect(field).toHaveValue('');
  },
});

export const Phone = meta.story({
  globals: phone,
  args: { error: FAILURE_TOASTS.changePassword },
  play: thenFitsTheScreen(async ({ canvasElement }) => {
    const { submit } = await fillIn(canvasElement, 'Demo@1234', 'alllowercase', 'different');
    await userEvent.click(submit);
    await expect(within(canvasElement).getByText(VALIDATION_MESSAGES.passwordComplexity)).toBeVisible();
  }),
});

export const PhoneDark = Phone.extend({ globals: dark });
