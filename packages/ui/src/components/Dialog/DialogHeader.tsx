import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import * as dialog from '../../private/styles/dialog.css';

export interface DialogHeaderProps {
  /** The icon in the tile before the title (a lucide icon at size 20); none: no tile. */
  icon?: ReactNode;
  /** Draws the icon in red: the dialog destroys or withdraws something. */
  danger?: boolean | undefined;
  title: ReactNode;
  titleClassName?: string | undefined;
  /** Read out with the title. */
  description: ReactNode;
  /** Draws the close button at the end; false for a question that must be answered. */
  closable?: boolean;
  /** An action is under way: the close button is disabled. */
  busy?: boolean;
}

/** The head of a modal (inside a Radix Dialog.Content): icon tile, title, description and close button. */
export function DialogHeader({
  icon,
  danger = false,
  title,
  titleClassName,
  description,
  closable = true,
  busy = false,
}: DialogHeaderProps) {
  return (
    <div className={dialog.header}>
      {icon && (
        <span className={clsx(dialog.icon, danger && dialog.dangerIcon)} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={dialog.headerText}>
        <Dialog.Title className={clsx(dialog.title, titleClassName)}>{title}</Dialog.Title>
        <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
      </div>
      {closable && (
        <Dialog.Close className={dialog.close} aria-label="Close" disabled={busy}>
          <X size={18} aria-hidden="true" />
        </Dialog.Close>
      )}
    </div>
  );
}
