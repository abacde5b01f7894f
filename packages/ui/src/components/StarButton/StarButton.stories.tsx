import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { StarButton } from './StarButton';

const meta = preview.meta({
  title: 'Components/StarButton',
  component: StarButton,
  globals: desktop,
  args: { starred: false, count: 41, onToggle: fn() },
});

/** Not starred: 'Star' and the count; a click asks the host to star. */
export const NotStarred = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Star 41 stars$/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(/^Star41 41 stars$/);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
});

/** Starred: pressed, 'Starred'; a click unstars. The name carries the exact count, the button the compact one. */
export const Starred = meta.story({
  args: { starred: true, count: 42 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Starred 42 stars$/ });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(/^Starred42 42 stars$/);
  },
});

/** Signed out: a link to sign in, with the count. */
export const SignedOut = meta.story({
  args: { signInHref: '/auth?next=%2Fagents%2Fx' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Star 41 stars (sign in to star)' })).toHaveAttribute('href', '/auth?next=%2Fagents%2Fx');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** Counts: compact on the button (1.2k, 3.4M), exact in its name and tooltip; one star is singular. */
export const CountFormatting = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StarButton starred={false} count={0} />
      <StarButton starred={false} count={1} />
      <StarButton starred count={1234} />
      <StarButton starred={false} count={3_400_000} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Star 0 stars$/ })).toHaveTextContent(/^Star0 /);
    await expect(canvas.getByRole('button', { name: /^Star 1 star$/ })).toHaveTextContent(/^Star1 /);
    await expect(canvas.getByRole('button', { name: /^Starred 1,234 stars$/ })).toHaveTextContent(/^Starred1\.2k /);
    await expect(canvas.getByRole('button', { name: /^Star 3,400,000 stars$/ })).toHaveTextContent(/^Star3\.4M /);
  },
});

/** On its way: disabled and busy. */
export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Star/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

export const StarredDark = Starred.extend({ globals: dark });
export const CountFormattingPhone = CountFormatting.extend({ globals: phone });
