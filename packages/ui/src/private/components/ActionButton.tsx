import type { LucideIcon } from 'lucide-react';
import { BusyButton, type BusyButtonProps } from '../../components/TokenList/AccountSection';

export type ActionButtonProps = Omit<BusyButtonProps, 'icon' | 'size'> & {
  /** Drawn at 16 px before the words; a spinner takes its place while `busy`. */
  icon: LucideIcon;
};

/** A small button of a row of actions (an agent's owner toolbar, the token panel), outline unless told. */
export function ActionButton({ icon: Icon, ...props }: ActionButtonProps) {
  return <BusyButton variant="outline" size="small" icon={<Icon size={16} aria-hidden="true" />} {...props} />;
}
