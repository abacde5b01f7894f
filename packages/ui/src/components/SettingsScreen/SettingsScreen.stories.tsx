import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { patActive } from '../../fixtures/account';
import { frame } from '../../private/testing/decorators';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm';
import { PatPanel } from '../PatPanel/PatPanel';
import { SettingsScreen } from './SettingsScreen';

const meta = preview.meta({
  title: 'Screens/SettingsScreen',
  component: SettingsScreen,
  decorators: [frame('page')],
  globals: desktop,
  argTypes: { patPanel: { control: false }, security: { control: false } },
  args: {
    patPanel: <PatPanel info={patActive} {...spies('onGenerate', 'onRevoke', 'onReveal', 'onHide')} />,
    security: <ChangePasswordForm {...spies('onSubmit')} />,
  },
});

/** The token for the CLI first, then the account's security panels; a way back to the profile. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Personal Access Token' })).getAllByText(/Agent as Code CLI/)[0]).toBeVisible();
    await expect(canvas.getByRole('region', { name: /password/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  },
});

export const Dark = Default.extend({ globals: dark });
export const Mobile = meta.story({ globals: phone, play: thenFitsTheScreen(Default.play) });
export const MobileDark = Mobile.extend({ globals: { ...phone, ...dark } });
