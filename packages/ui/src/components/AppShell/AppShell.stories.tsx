import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Header } from '../Header/Header';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { dark, phone } from '../../testing/storyVariants';
import { AppShell } from './AppShell';

const header = <Header currentPath="/agents" user={null} theme="light" mockMode onToggleTheme={fn()} onSignOut={fn()} />;

const meta = preview.meta({
  title: 'Components/AppShell',
  component: AppShell,
  args: {
    header,
    children: (
      <section style={{ padding: '2rem 0' }}>
        <h1>Browse agents</h1>
        <p>The page goes here.</p>
      </section>
    ),
  },
});

/** Header, the page in the main landmark, the footer; the skip link jumps to the page. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('The page goes here.');
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
});

export const Dark = meta.story({
  args: { header: <Header currentPath="/agents" user={null} theme="dark" onToggleTheme={fn()} onSignOut={fn()} /> },
  globals: dark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
});

/** On a phone in mock mode: nothing runs past the screen's edge. */
export const OnPhone = meta.story({
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
});
