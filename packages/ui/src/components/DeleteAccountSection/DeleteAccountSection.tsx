import { useId, useState, type FormEvent } from 'react';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { TextField } from '../TextField/TextField';
import * as styles from './DeleteAccountSection.css';

/** What deleting the account takes with it, as the section says. */
export const DELETE_ACCOUNT_EXPLANATION =
  'Your sessions, access tokens and pending codes end at once, and every agent you published is deleted with its versions. This cannot be undone.';

export interface DeleteAccountSectionProps {
  /** The signed-in user's username: typed to confirm. */
  username: string;
  /** Called with the typed username once it matches. */
  onDelete: (username: string) => void;
  pending?: boolean;
  /** The server's refusal (shown under the field). */
  error?: string | undefined;
  className?: string;
}

/** The profile's last section: leaving the registry, confirmed by typing the username. */
export function DeleteAccountSection({ username, onDelete, pending = false, error, className }: DeleteAccountSectionProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== username.toLowerCase()) setProblem(MODERATION_MESSAGES.usernameMismatch);
    else onDelete(typed.trim());
  }

  return (
    <Card as="section" tone="danger" elevated={false} padding={5} aria-labelledby={headingId} className={className}>
      <Stack as="form" gap={4} onSubmit={submit} noValidate>
        <h2 id={headingId} className={styles.title}>
          Delete account
        </h2>
        <p className={styles.text}>{DELETE_ACCOUNT_EXPLANATION}</p>
        <TextField
          label={`Type your username (${username}) to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          error={problem ?? error}
          disabled={pending}
        />
        <div>
          <Button type="submit" variant="danger" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
