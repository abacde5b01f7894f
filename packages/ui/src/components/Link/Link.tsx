import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: a path of your app (rendered by the `LinkProvider`'s component) or, with `external`, any URL. */
  href: string;
}

/**
 * ui knows nothing about routers. The app hands in its router link once, through
 * <LinkProvider>, and every internal link in ui renders through it; external links
 * (`external`) always render a plain anchor opening a new tab.
 */
const LinkComponentContext = createContext<ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }> | null>(null);

export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }>;
  children: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export interface LinkProps extends LinkComponentProps {
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ external, ...props }, ref) {
  const Component = useContext(LinkComponentContext);
  if (external) {
    return <a ref={ref} target="_blank" rel="noopener noreferrer" {...props} />;
  }
  if (Component) return <Component ref={ref} {...props} />;
  return <a ref={ref} {...props} />;
});
