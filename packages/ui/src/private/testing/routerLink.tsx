import type { Decorator } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { fn } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../../components/Link/Link';

/** Where the story's last link click would have gone: `expect(navigate).toHaveBeenLastCalledWith('/publish')`. */
export const navigate = fn();

/** Stands in for the app's router link: records where a click would go instead of leaving the story. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ onClick, ...props }, ref) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(props.href);
      }}
    />
  );
});

/** A story decorator: the story's links go through RouterLink, so `navigate` records a click instead of following it. */
export const withRouterLink: Decorator = (Story) => (
  <LinkProvider component={RouterLink}>
    <Story />
  </LinkProvider>
);

/** A meta's `beforeEach`: each story starts with no clicks recorded. */
export const clearNavigate = () => {
  navigate.mockClear();
};
