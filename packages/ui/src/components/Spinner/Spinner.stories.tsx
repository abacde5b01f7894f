import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { showsStatus } from '../../private/testing/loadStates';
import { Spinner, spinnerSizes } from './Spinner';
import { dark } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'medium' },
});

export const Default = meta.story({
  play: showsStatus('Loading'),
});

/** Guarded routes show this while authentication loads. */
export const Large = meta.story({
  args: { size: 'large', label: 'Checking your session' },
  play: showsStatus('Checking your session'),
});

/** The whole app shows this while authentication loads. */
export const FullScreen = meta.story({
  args: { fullScreen: true, size: 'large' },
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole('status').parentElement!;
    await expect(overlay).toBeVisible();
    await expect(getComputedStyle(overlay).position).toBe('fixed');
  },
});

export const FullScreenDark = FullScreen.extend({ globals: dark });
