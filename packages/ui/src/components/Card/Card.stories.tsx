import preview from '../../../../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { Stack } from '../Box/Stack';
import { Card } from './Card';
import { dark } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Primitives/Card',
  component: Card,
  decorators: [frame('form')],
  args: { children: 'A card holds one thing: an agent, a framework, a setting.' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/A card holds one thing/);
    const style = getComputedStyle(card);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.paddingTop).toBe('24px');
    await expect(style.boxShadow).not.toBe('none');
  },
});

const tones = ['default', 'muted', 'primary', 'success', 'warning', 'danger', 'dashed'] as const;

/** Every tone side by side: each is told apart by its border and background. */
export const Tones = meta.story({
  render: () => (
    <Stack gap={3}>
      {tones.map((tone) => (
        <Card key={tone} tone={tone} padding={4} elevated={false}>
          {tone}
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set(
      tones.filter((tone) => tone !== 'dashed').map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor),
    );
    await expect(backgrounds.size).toBe(6);
    await expect(getComputedStyle(canvas.getByText('dashed')).borderTopStyle).toBe('dashed');
  },
});

export const TonesDark = Tones.extend({ globals: dark });

/** A card that is a link lifts on hover. */
export const Interactive = meta.story({
  args: { interactive: true, children: <a href="#agent">Research agent</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Research agent' });
    const card = link.parentElement!;
    await userEvent.hover(card);
    await expect(getComputedStyle(card).transitionProperty).toContain('transform');
  },
});
