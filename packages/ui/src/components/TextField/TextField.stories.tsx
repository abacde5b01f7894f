import preview from '../../../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { dark, phone } from '../../testing/storyVariants';
import { TextAreaField, TextField } from './TextField';

const meta = preview.meta({
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Agent name', placeholder: 'Email Assistant' },
  decorators: [frame('small')],
});

/** The label is the input's name; typing fills it. */
export const Default = meta.story({
  args: { hint: 'Shown on the agent card.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Agent name' });
    await expect(input).toHaveAccessibleDescription('Shown on the agent card.');
    await userEvent.type(input, 'Inbox Helper');
    await expect(input).toHaveValue('Inbox Helper');
  },
});

/** An error is read with the field and marks it invalid. */
export const WithError = meta.story({
  args: { error: 'Name is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Agent name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Name is required/);
  },
});
export const WithErrorDark = WithError.extend({ globals: dark });

/** `TextAreaField`: several lines, with a live counter. */
export const TextArea = meta.story({
  render: () => <TextAreaField label="Description" rows={4} counter="42/500" defaultValue="Drafts, summarises and triages your inbox." />,
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(canvas.getByText('42/500')).toBeVisible();
  },
});
export const TextAreaOnPhoneDark = TextArea.extend({ globals: { ...phone, ...dark } });
