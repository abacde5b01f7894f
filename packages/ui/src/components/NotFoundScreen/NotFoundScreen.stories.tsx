import preview from '../../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';
import { tabsThroughLinks, thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  globals: desktop,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/doesn't exist or has moved/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/search');
  },
});

export const Dark = Default.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = Default.extend({ globals: { ...phone, ...dark } });

export const Keyboard = meta.story({ play: tabsThroughLinks('Go home', 'Browse agents') });

/** A phone: the page fits the screen. */
export const PhoneNoOverflow = meta.story({ globals: phone, play: thenFitsTheScreen(Default.play) });
