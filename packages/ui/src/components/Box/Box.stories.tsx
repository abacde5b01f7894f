import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';
import { phone } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Primitives/Box',
  component: Box,
  decorators: [frame('form')],
});

const px = (element: Element, property: string) => getComputedStyle(element).getPropertyValue(property);

/** A Stack puts its children one under the other with the gap it is given (3 is 0.75rem). */
export const StackOfCards = meta.story({
  render: () => (
    <Stack gap={3} data-testid="stack">
      <Card padding={4}>First</Card>
      <Card padding={4}>Second</Card>
      <Card padding={4}>Third</Card>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    await expect(px(stack, 'flex-direction')).toBe('column');
    await expect(px(stack, 'row-gap')).toBe('12px');
    const [first, second] = [...stack.children].map((child) => child.getBoundingClientRect());
    await expect(Math.round(second!.top - first!.bottom)).toBe(12);
  },
});

/** An Inline sets badges and buttons side by side; `justify="space-between"` pushes the actions right. */
export const InlineRow = meta.story({
  render: () => (
    <Inline justify="space-between" gap={3} data-testid="row">
      <Inline gap={2}>
        <Badge>python</Badge>
        <Badge tone="success">Public</Badge>
      </Inline>
      <Button size="small">Edit</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByTestId('row');
    await expect(px(row, 'flex-wrap')).toBe('wrap');
    const button = canvas.getByRole('button', { name: 'Edit' }).getBoundingClientRect();
    await expect(Math.round(row.getBoundingClientRect().right - button.right)).toBe(0);
  },
});

/** Responsive props: one column on a phone, two from 768 px. */
export const ResponsiveGrid = meta.story({
  render: () => (
    <Box display="grid" gridTemplateColumns={{ base: 1, md: 2 }} gap={4} data-testid="grid">
      <Card padding={4}>Left</Card>
      <Card padding={4}>Right</Card>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    const columns = px(grid, 'grid-template-columns').split(' ').length;
    await expect(columns).toBe(window.matchMedia('(min-width: 768px)').matches ? 2 : 1);
  },
});

/** The same grid on a phone: the two cards stack. */
export const ResponsiveGridPhone = ResponsiveGrid.extend({ globals: phone });

/** `as` renders another element, and the element's own attributes pass through. */
export const AsSection = meta.story({
  render: () => (
    <Box as="section" aria-label="Summary" padding={5} background="muted" borderRadius="large">
      Section content
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Summary' });
    await expect(section.tagName).toBe('SECTION');
    await expect(px(section, 'padding-top')).toBe('20px');
  },
});
