import preview from '../../../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { spies } from '../../private/testing/spies';
import { useSpiedState } from '../../private/testing/useSpiedState';
import { dark, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';
import { NAMESPACE_PICKER_LABEL, NamespacePicker, type NamespacePickerProps } from './NamespacePicker';

function Controlled(props: NamespacePickerProps) {
  const [value, onChange] = useSpiedState(props.value, props.onChange);
  return <NamespacePicker {...props} value={value} onChange={onChange} />;
}

const meta = preview.meta({
  title: 'Components/NamespacePicker',
  component: NamespacePicker,
  render: (args) => <Controlled {...args} />,
  args: {
    username: 'ada',
    orgs: [
      { name: 'acme-labs', role: 'owner' as const },
      { name: 'mail-team', role: 'maintainer' as const },
      { name: 'visitors', role: null },
    ],
    value: 'ada',
    slug: 'mail-sorter',
    ...spies('onChange'),
  },
});

/** The personal namespace first, then the organisations the user belongs to; the hint shows the address. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText(NAMESPACE_PICKER_LABEL);
    await expect(select).toHaveAccessibleDescription('Published as ada/mail-sorter');
    await expect(textsOf(canvas.getAllByRole('option'))).toEqual(['ada (you)', 'acme-labs (organisation)', 'mail-team (organisation)']);
    await userEvent.selectOptions(select, 'acme-labs');
    await expect(args.onChange).toHaveBeenCalledWith('acme-labs');
    await expect(select).toHaveAccessibleDescription('Published as acme-labs/mail-sorter');
  },
});

export const Dark = Default.extend({ globals: dark });

export const Phone = Default.extend({ globals: phone });

/** The server refused the namespace: its message is under the select. */
export const Refused = meta.story({
  args: { value: 'mail-team', error: 'You cannot publish into mail-team' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(NAMESPACE_PICKER_LABEL)).toHaveAccessibleDescription(/You cannot publish into mail-team/);
  },
});
