import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';

const meta = {
  tags: ['autodocs'],
  title: 'Screens/NotFound',
  component: NotFound,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/doesn't exist or has moved/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/search');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
export const Mobile: Story = { globals: mobile, play: Default.play };
export const MobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: Default.play };

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse agents' })).toHaveFocus();
  },
};

/** A phone: the page fits the screen. */
export const PhoneNoOverflow: Story = {
  globals: mobile,
  play: async (context) => {
    await Default.play?.(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};
