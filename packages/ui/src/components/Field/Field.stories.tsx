import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { Stack } from '../Box/Stack';
import { TextAreaField, TextField } from '../TextField/TextField';
import { Field, type FieldProps } from './Field';
import * as styles from '../../private/styles/field.css';
import { SelectField } from './SelectField';
import { SwitchList, SwitchRow } from './SwitchRow';
import { dark } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Primitives/Field',
  component: Field,
  decorators: [frame('form')],
  args: { label: 'Agent name', children: (control) => <input {...control} className={styles.control} /> } satisfies Partial<FieldProps>,
});

/** The label names the control; hint and error are its description, the error an alert. */
export const WithHintAndError = meta.story({
  args: { hint: 'Lowercase letters, digits and dashes.', error: 'metadata.name is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Agent name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('metadata.name is required Lowercase letters, digits and dashes.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('metadata.name is required');
  },
});

/** Every control of the family shares the wrapper: text, long text with a counter, a select. */
export const Controls = meta.story({
  render: function Controls() {
    const [bio, setBio] = useState('');
    return (
      <Stack gap={4}>
        <TextField label="Full name" placeholder="Ada Lovelace" />
        <TextAreaField label="Bio" value={bio} onChange={(event) => setBio(event.target.value)} counter={`${bio.length}/500`} />
        <SelectField
          label="Theme"
          defaultValue="system"
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'system', label: 'System' },
          ]}
        />
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bio' }), 'Builds agents');
    await expect(canvas.getByText('13/500')).toBeVisible();
    const theme = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(theme).toHaveValue('system');
    await userEvent.selectOptions(theme, 'Dark');
    await expect(theme).toHaveValue('dark');
  },
});

/** On/off settings in one frame; each switch is named by its label and described by its text. */
export const Switches = meta.story({
  render: function Switches() {
    const [email, setEmail] = useState(true);
    const [digest, setDigest] = useState(false);
    return (
      <SwitchList>
        <SwitchRow label="Email notifications" description="Sign-in and token notices." checked={email} onChange={setEmail} />
        <SwitchRow label="Weekly digest" description="New agents in your categories." checked={digest} onChange={setDigest} />
      </SwitchList>
    );
  },
  play: async ({ canvas }) => {
    const digest = canvas.getByRole('switch', { name: 'Weekly digest' });
    await expect(digest).toHaveAccessibleDescription('New agents in your categories.');
    await expect(digest).not.toBeChecked();
    await userEvent.click(digest);
    await expect(digest).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  },
});

export const SwitchesDark = Switches.extend({ globals: dark });
