import { frameworkIcon, type FrameworkIcon as FrameworkIconName } from '@agent-registry/api-client/rules';
import { ChartColumn, Code, Cpu, Flame, Rocket, Shield, Terminal, Trophy, Users, Zap, type LucideIcon } from 'lucide-react';

/** The framework icon names, mapped to lucide icons. */
export const frameworkIcons: Record<FrameworkIconName, LucideIcon> = {
  code: Code,
  trophy: Trophy,
  users: Users,
  rocket: Rocket,
  chip: Cpu,
  chart: ChartColumn,
  shield: Shield,
  bolt: Zap,
  fire: Flame,
  terminal: Terminal,
};

export interface FrameworkIconProps {
  /** One of the names of `frameworkIcons`; anything else draws 'code'. */
  name: string | null | undefined;
  /** Size of the icon in pixels. */
  size?: number;
  /** Class of the icon. */
  className?: string;
}

/** A framework's icon (decorative: the card's name says what it is). */
export function FrameworkIcon({ name, size = 20, className }: FrameworkIconProps) {
  const resolved = frameworkIcon(name);
  const Icon = frameworkIcons[resolved];
  return <Icon size={size} aria-hidden="true" focusable="false" className={className} data-icon={resolved} />;
}
