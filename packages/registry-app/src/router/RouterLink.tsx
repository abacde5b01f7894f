import { forwardRef } from 'react';
import { Link as ReactRouterLink } from 'react-router';
import type { LinkComponentProps } from '@agent-registry/ui';

/** Hands react-router's client-side navigation to every internal link in ui. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...props }, ref) {
  return <ReactRouterLink ref={ref} to={href} {...props} />;
});
