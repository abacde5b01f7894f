import preview from '../../../../../.storybook/preview';
import { forwardRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { dark } from '../../testing/storyVariants';
import { Link, LinkProvider, type LinkComponentProps } from './Link';

const meta = preview.meta({
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/agents', children: 'Browse agents' },
  decorators: [frame('small')],
});

/** Without a `LinkProvider`, an internal link is a plain anchor. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse agents' });
    await expect(link).toHaveAttribute('href', '/agents');
    await expect(link).not.toHaveAttribute('target');
  },
});

/** `external` opens in a new tab and keeps the opener out. */
export const External = meta.story({
  args: { href: 'https://pypi.org/project/agent-as-code/', external: true, children: 'Agent as Code CLI' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Agent as Code CLI' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

const navigate = fn();
/** A router's link (here a stand-in that records where it goes). */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    />
  );
});

/** Inside `LinkProvider`, internal links are the router's: a click navigates without a page load. */
export const WithRouter = meta.story({
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Browse agents' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/agents');
  },
});
export const Dark = Default.extend({ globals: dark });
