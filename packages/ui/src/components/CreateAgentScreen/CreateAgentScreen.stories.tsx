import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { CreateAgentScreen } from './CreateAgentScreen';
import { frame } from '../../private/testing/decorators';
import { tabsThroughLinks, thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Screens/CreateAgentScreen',
  component: CreateAgentScreen,
  decorators: [frame('page')],
  globals: desktop,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create New Agent' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeVisible();
    const features = within(canvas.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.nextElementSibling?.firstElementChild?.textContent);
    await expect(features).toEqual([
      'Drag-and-drop upload',
      'Metadata form',
      'Category and tag selection',
      'Version management',
      'Publishing options',
    ]);
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('href', '/search');
  },
});

export const Dark = Default.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = Default.extend({ globals: { ...phone, ...dark } });

/** Keyboard: the way back is the first stop. */
export const Keyboard = meta.story({ play: tabsThroughLinks('Back to Dashboard', 'Browse Agents') });

/** A phone: the page fits the screen. */
export const PhoneNoOverflow = meta.story({ globals: phone, play: thenFitsTheScreen(Default.play) });

/** Where publishing from an agent.yaml is available, the placeholder offers it first. */
export const WithPublishing = meta.story({
  args: { publishHref: '/publish' },
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Publish an agent.yaml' })).toHaveAttribute('href', '/publish');
  },
});
