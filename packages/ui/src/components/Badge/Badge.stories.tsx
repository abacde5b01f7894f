import preview from '../../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { showsText } from '../../private/testing/loadStates';
import { dark } from '../../testing/storyVariants';
import { Badge, badgeTones } from './Badge';

const meta = preview.meta({
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Productivity', tone: 'primary' } as const,
  decorators: [frame('small')],
});

export const Default = meta.story({
  play: showsText('Productivity'),
});

/** Every tone; each has its own colour, readable on its own background (axe checks contrast). */
export const Tones = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = badgeTones.map((tone) => getComputedStyle(canvas.getByText(tone)).color);
    await expect(new Set(colours).size).toBe(badgeTones.length);
  },
});
export const TonesDark = Tones.extend({ globals: dark });
