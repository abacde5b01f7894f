import { useId, useState, type FormEvent } from 'react';
import { MODERATION_MESSAGES, type AccountDeletionPreview } from '@agent-registry/api-client/rules';
import { useCheckedValue } from '../../private/hooks/useCheckedValue';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { SelectField } from '../Field/SelectField';
import { TextField } from '../TextField/TextField';
import * as styles from './DeleteAccountSection.css';

/** What deleting the account takes with it, as the section says. */
export const DELETE_ACCOUNT_EXPLANATION =
  'Your sessions, access tokens and pending codes end at once, and every agent you own is deleted with its versions, unless you move them to an organisation you own. The agents of your organisations stay theirs. This cannot be undone.';

/** The choice of what becomes of the user's own agents, when an organisation can take them. */
export const DELETE_ACCOUNT_AGENTS_LABEL = (count: number) => `Your ${count === 1 ? 'agent' : `${count} agents`}`;
export const DELETE_ACCOUNT_KEEP_NONE = 'Delete with my account';
export const DELETE_ACCOUNT_MOVE_TO = (org: string) => `Move to ${org}`;
/** Organisations that go with the account: the user is their only member. */
export const DELETE_ACCOUNT_ORGS_DELETED = (orgs: readonly string[]) =>
  `You are the only member of ${orgs.join(', ')}: ${orgs.length === 1 ? 'it is' : 'they are'} deleted with your account, with ${orgs.length === 1 ? 'its' : 'their'} agents.`;

export interface DeleteAccountSectionProps {
  /** The signed-in user's username: typed to confirm. */
  username: string;
  /**
   * What deleting would do (the server's preview): the organisations that can take the user's
   * agents, those that refuse the deletion, those deleted with the account. Until it is known
   * the section says what deletion always does.
   */
  preview?: AccountDeletionPreview | undefined;
  /** Called with the typed username once it matches, and the organisation chosen to take the agents (or null). */
  onDelete: (username: string, transferTo: string | null) => void;
  pending?: boolean;
  /** The server's refusal (shown under the field). */
  error?: string | undefined;
  className?: string;
}

/** The profile's last section: leaving the registry, confirmed by typing the username. */
export function DeleteAccountSection({ username, preview, onDelete, pending = false, error, className }: DeleteAccountSectionProps) {
  const typed = useCheckedValue();
  const [transferTo, setTransferTo] = useState('');
  const headingId = useId();
  const blocking = preview?.blocking_organizations ?? [];
  const targets = preview?.transfer_targets ?? [];
  const orgsDeleted = preview?.organizations_deleted ?? [];
  const agents = preview?.agents ?? 0;
  const blocked = blocking.length > 0;
  // A choice no longer offered (the preview changed) falls back to deleting, as the select shows.
  const target = targets.includes(transferTo) ? transferTo : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    const name = typed.value.trim();
    if (name.toLowerCase() !== username.toLowerCase()) typed.refuse(MODERATION_MESSAGES.usernameMismatch);
    else onDelete(name, agents > 0 && target ? target : null);
  }

  return (
    <Card as="section" tone="danger" elevated={false} padding={5} aria-labelledby={headingId} className={className}>
      <Stack as="form" gap={4} onSubmit={submit} noValidate>
        <h2 id={headingId} className={styles.title}>
          Delete account
        </h2>
        <p className={styles.text}>{DELETE_ACCOUNT_EXPLANATION}</p>
        {blocked && (
          <p role="alert" className={styles.refusal}>
            {MODERATION_MESSAGES.lastOwnerOf(blocking)}
          </p>
        )}
        {orgsDeleted.length > 0 && <p className={styles.text}>{DELETE_ACCOUNT_ORGS_DELETED(orgsDeleted)}</p>}
        {agents > 0 && targets.length > 0 && (
          <SelectField
            label={DELETE_ACCOUNT_AGENTS_LABEL(agents)}
            value={target}
            onChange={(event) => setTransferTo(event.target.value)}
            disabled={pending || blocked}
            options={[
              { value: '', label: DELETE_ACCOUNT_KEEP_NONE },
              ...targets.map((org) => ({ value: org, label: DELETE_ACCOUNT_MOVE_TO(org) })),
            ]}
          />
        )}
        <TextField
          label={`Type your username (${username}) to confirm`}
          autoComplete="off"
          value={typed.value}
          onChange={typed.onChange}
          error={typed.problem ?? error}
          disabled={pending || blocked}
        />
        <div>
          <Button type="submit" variant="danger" disabled={pending || blocked} aria-busy={pending || undefined}>
            {pending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
