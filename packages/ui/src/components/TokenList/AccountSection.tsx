import { CircleCheck, LoaderCircle, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { formatUtcDay, formatUtcTime, readDate } from '../../private/format';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button, type ButtonProps } from '../Button/Button';
import { Card, type CardProps } from '../Card/Card';
import { Loaded } from '../Loaded/Loaded';
import type { LoadStatus } from '../../status';
import * as styles from '../../private/styles/accountSection.css';

// The pieces the account panels are made of (the profile's sections, the PAT panel, TokenList,
// SessionList, ChangePasswordForm), written once.

/** 'Mar 4, 2025'; absent or unreadable dates read 'Never'. */
export function formatPatDate(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? formatUtcDay(date) : 'Never';
}

/** 'Mar 4, 2025, 09:30 UTC': when the hour matters (a session's last activity). */
export function formatDateTime(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? `${formatUtcDay(date)}, ${formatUtcTime(date)} UTC` : 'Never';
}

/** A section's title and the one line under it. */
export interface AccountSectionHeading {
  title: string;
  description?: string | undefined;
}

interface AccountSectionBaseProps {
  /** Shown before the title, in the primary colour. */
  icon?: LucideIcon | undefined;
  /** Buttons on the right of the heading; on a phone they wrap under it. */
  actions?: ReactNode;
  /** 'large' (the security panels) or 'medium' (the profile form's sections: a smaller title). */
  size?: 'medium' | 'large';
  className?: string | undefined;
  children: ReactNode;
}

/** The heading as `title` and `description`, or as a panel's `*_MESSAGES` (which hold both) in `messages`. */
export type AccountSectionProps = AccountSectionBaseProps &
  ((AccountSectionHeading & { messages?: undefined }) | { messages: AccountSectionHeading; title?: undefined; description?: undefined });

/** A card section of the profile page, named by its heading (a landmark region). */
export function AccountSection(props: AccountSectionProps) {
  const { icon: Icon, actions, size = 'large', className, children } = props;
  const { title, description } = props.messages ?? props;
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      radius="xlarge"
      padding={{ base: 5, md: 6 }}
      display="flex"
      flexDirection="column"
      gap={size === 'large' ? 5 : { base: 5, md: 6 }}
      className={className}
    >
      {/* Top-aligned: a two-line description must not push the buttons down. */}
      <Inline justify="space-between" align="flex-start" gap={3}>
        <div className={styles.headerText}>
          <Box
            as="h2"
            id={headingId}
            display="flex"
            alignItems="center"
            gap={2}
            margin={0}
            fontSize={size === 'large' ? 'lg' : 'base'}
            fontWeight="semibold"
            color="text"
          >
            {Icon && <Icon size={18} aria-hidden="true" className={styles.titleIcon} />}
            {title}
          </Box>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <Inline gap={2}>{actions}</Inline>}
      </Inline>
      <Stack gap={5}>{children}</Stack>
    </Card>
  );
}

export interface BusyButtonProps extends ButtonProps {
  /** The action runs: a spinner replaces the icon, and the button is disabled and aria-busy. */
  busy?: boolean | undefined;
  /** The icon before the text. */
  icon?: ReactNode;
}

/** A button whose action takes a moment: Save Changes, Generate Token, Revoke… */
export function BusyButton({ busy = false, icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle size={16} className={styles.spin} aria-hidden="true" /> : icon}
      {children}
    </Button>
  );
}

/** A form's submit button, at the right of its foot; it reads `pendingLabel` while the form is sent. */
export function SubmitRow({
  pending,
  icon: Icon,
  label,
  pendingLabel,
}: {
  pending: boolean;
  icon: LucideIcon;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Inline justify="flex-end">
      <BusyButton type="submit" busy={pending} icon={<Icon size={16} aria-hidden="true" />}>
        {pending ? pendingLabel : label}
      </BusyButton>
    </Inline>
  );
}

/** The red ghost button of an item ('Revoke', 'Sign out'), named after its item for screen readers. */
export function ItemAction({
  label,
  name,
  icon: Icon,
  ...props
}: Omit<BusyButtonProps, 'icon'> & { label: string; name: string; icon: LucideIcon }) {
  return (
    <BusyButton variant="ghost" size="small" className={styles.dangerButton} icon={<Icon size={16} aria-hidden="true" />} {...props}>
      {label}
      <span className={visuallyHidden}> {name}</span>
    </BusyButton>
  );
}

const noteIcons = { warning: TriangleAlert, success: CircleCheck } as const;

/** A one-line notice: amber for a warning (shown once, no expiry), green for a change that is done. */
export function Note({ tone, id, role, children }: { tone: keyof typeof noteIcons; id?: string; role?: 'note'; children: ReactNode }) {
  const Icon = noteIcons[tone];
  return (
    <p id={id} role={role} className={styles.note[tone]}>
      <Icon size={16} className={styles.noteIcon[tone]} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** The list of a panel's items (tokens, sessions). */
export function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap={3} margin={0} padding={0} className={styles.plainList} aria-label={label}>
      {children}
    </Stack>
  );
}

/** The texts of a panel's loaded list (its `*_MESSAGES`). */
export interface LoadedItemsMessages {
  empty: string;
  loadFailedPrefix: string;
  unknownError: string;
}

export interface LoadedItemsProps<Item> {
  status: LoadStatus;
  /** What the items are, in the plural ('Sessions'): the list's accessible name, and the spinner's label ('Loading sessions'). */
  noun: string;
  /** The load failure's message, shown after `messages.loadFailedPrefix`. */
  error?: string | undefined;
  messages: LoadedItemsMessages;
  items: readonly Item[];
  /** Shown instead of `messages.empty` as a muted line when there are no items. */
  empty?: ReactNode;
  /** The server's refusal of the last action on an item, above the list. */
  refusal?: string | undefined;
  children: (item: Item) => ReactNode;
}

/** A panel's list as it loads: a spinner, 'Failed to load …: why', the empty line, or the item cards. */
export function LoadedItems<Item>({ status, noun, error, messages, items, empty, refusal, children }: LoadedItemsProps<Item>) {
  return (
    <Loaded
      status={status}
      loading={`Loading ${noun.toLowerCase()}`}
      failed={`${messages.loadFailedPrefix}${error || messages.unknownError}`}
    >
      {refusal && <Refusal>{refusal}</Refusal>}
      {items.length === 0 ? (
        (empty ?? (
          <Box as="p" margin={0} fontSize="sm" color="muted">
            {messages.empty}
          </Box>
        ))
      ) : (
        <ItemList label={noun}>{items.map(children)}</ItemList>
      )}
    </Loaded>
  );
}

/** The server's refusal of the panel's last action, read out at once. */
export function Refusal({ children }: { children: ReactNode }) {
  return (
    <Box as="p" margin={0} fontSize="sm" fontWeight="medium" color="danger" role="alert">
      {children}
    </Box>
  );
}

export interface AccountItemProps extends Omit<CardProps, 'as' | 'children'> {
  /** The item's heading (a token's or a device's name). */
  name: string;
  /** Badges beside the name. */
  badges?: ReactNode;
  /** Greyed: a token that no longer works. */
  muted?: boolean;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One item card of a panel's list: its name and badges, its details, its actions. */
export function AccountItem({ name, badges, muted = false, actions, children, ...props }: AccountItemProps) {
  return (
    <Card as="li" tone={muted ? 'muted' : 'default'} elevated={false} padding={4} display="flex" flexDirection="column" gap={3} {...props}>
      <Inline gap={2}>
        <h3 className={styles.itemName}>{name}</h3>
        {badges}
      </Inline>
      {children}
      {actions && (
        <Inline justify="flex-end" gap={2}>
          {actions}
        </Inline>
      )}
    </Card>
  );
}

/** An item's label/value pairs ('Created', 'Last used'…), as many columns as fit. */
export function MetaList({ children }: { children: ReactNode }) {
  return <dl className={styles.meta}>{children}</dl>;
}

export function Meta({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A date as 'Mar 4, 2025' (with `withTime`, 'Mar 4, 2025, 09:30 UTC'), machine-readable for assistive technology. */
export function DateTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? formatDateTime(iso) : formatPatDate(iso)}</time>;
}
