import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '../Link/Link';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'outline', 'ghost', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface StyleProps {
  /** Look of the button: 'solid' (default), 'outline', 'ghost' or 'danger'. */
  variant?: ButtonVariant;
  /** 'small', 'medium' (default) or 'large'. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={clsx(styles.button({ variant, size, fullWidth }), className)} {...props} />;
});

export interface ButtonLinkProps extends LinkProps, StyleProps {}

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, className, ...props },
  ref,
) {
  return <Link ref={ref} className={clsx(styles.button({ variant, size, fullWidth }), className)} {...props} />;
});
