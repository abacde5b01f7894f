import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreateAgentPlaceholder } from './CreateAgentPlaceholder';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';

const meta = {
  tags: ['autodocs'],
  title: 'Screens/CreateAgentPlaceholder',
  component: CreateAgentPlaceholder,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '80rem', margin: '0 auto', padding: '2rem 1rem 3rem' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CreateAgentPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
export const Mobile: Story = { globals: mobile, play: Default.play };
export const MobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: Default.play };

/** Keyboard: the way back is the first stop. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse Agents' })).toHaveFocus();
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

/** Where publishing from an agent.yaml is available, the placeholder offers it first. */
export const WithPublishing: Story = {
  args: { publishHref: '/publish' },
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Publish an agent.yaml' })).toHaveAttribute('href', '/publish');
  },
};
