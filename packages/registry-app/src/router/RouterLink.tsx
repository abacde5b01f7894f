import { forwardRef, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { LinkComponentProps } from '@agent-registry/ui';

/**
 * Hands react-router's client-side navigation to every internal link in ui. Built from
 * react-router's own hooks rather than its `<Link>`: that one brings the framework mode's route
 * prefetching (unused here) into the landing page's JavaScript. A plain click navigates in the
 * app; a modified or middle click, or a target other than the page, is left to the browser.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, onClick, target, ...props }, ref) {
  const to = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a ref={ref} href={to} target={target} onClick={handleClick} {...props} />;
});
