import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import {
  DEFAULT_TOKEN_EXPIRY_DAYS,
  SECURITY_MESSAGES,
  TOKEN_EXPIRY_DAYS,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  tokenExpiry,
  VALIDATION_MESSAGES,
  type ApiTokenCreateInput,
  type FieldErrors,
  type TokenExpiryDays,
  type TokenScope,
} from '@agent-registry/api-client/rules';
import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as dialog from '../../private/styles/dialog.css';
import { useFieldErrors } from '../../private/hooks/useFieldErrors';
import { uiRoot } from '../../themes/global.css';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { DialogHeader } from '../Dialog/DialogHeader';
import { ErrorState } from '../ErrorState/ErrorState';
import * as field from '../../private/styles/field.css';
import { TextField } from '../TextField/TextField';
import { BusyButton, formatPatDate, Note } from './AccountSection';
import * as styles from './TokenList.css';

/** The create form's title (the dialog's accessible name). */
export const CREATE_TOKEN_TITLE = 'New access token';

/** The API's message for a name over TOKEN_NAME_MAX_LENGTH. */
export const TOKEN_NAME_TOO_LONG = `At most ${TOKEN_NAME_MAX_LENGTH} characters`;

/** '30 days', '90 days', '1 year' or 'No expiry'. */
export function tokenExpiryLabel(days: TokenExpiryDays): string {
  if (days === null) return 'No expiry';
  return days === 365 ? '1 year' : `${days} days`;
}

type CreateField = keyof ApiTokenCreateInput;

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (focus returns to it). */
  trigger: ReactNode;
  remaining: number;
  creating: boolean;
  createError: string | undefined;
  createFieldErrors: Record<string, string> | undefined;
  onCreate: (input: ApiTokenCreateInput) => void;
  /** Lets the list send the focus to the new token instead of back to the trigger. */
  onCloseAutoFocus: (event: Event) => void;
}

/** 'New token': name, scopes and lifetime of a named token, checked as the API checks them. */
export function CreateTokenDialog({ open, onOpenChange, trigger, onCloseAutoFocus, creating, ...form }: CreateTokenDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !creating) && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={clsx(uiRoot, dialog.content, styles.content)}
          onOpenAutoFocus={(event) => {
            // The name first, not the close button: it is what the person came to type.
            const name = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('input[name="name"]');
            if (name) {
              event.preventDefault();
              name.focus();
            }
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader
            icon={<KeyRound size={20} />}
            title={CREATE_TOKEN_TITLE}
            description="For a script or a machine: give it only the scopes it needs, and an expiry."
            busy={creating}
          />
          {/* Content unmounts when closed, so every opening starts from the defaults. */}
          <CreateTokenForm {...form} creating={creating} onCancel={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function validate(name: string, scopes: readonly TokenScope[]): FieldErrors<CreateField> {
  const errors: FieldErrors<CreateField> = {};
  const trimmed = name.trim();
  if (!trimmed) errors.name = VALIDATION_MESSAGES.fieldRequired;
  else if (trimmed.length > TOKEN_NAME_MAX_LENGTH) errors.name = TOKEN_NAME_TOO_LONG;
  if (scopes.length === 0) errors.scopes = SECURITY_MESSAGES.scopesRequired;
  return errors;
}

const expiryValue = (days: TokenExpiryDays) => (days === null ? 'never' : String(days));

function CreateTokenForm({
  remaining,
  creating,
  createError,
  createFieldErrors,
  onCreate,
  onCancel,
}: Pick<CreateTokenDialogProps, 'remaining' | 'creating' | 'createError' | 'createFieldErrors' | 'onCreate'> & { onCancel: () => void }) {
  const ids = { scopes: useId(), expiry: useId(), limit: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly TokenScope[]>(['agents:read']);
  const [days, setDays] = useState<TokenExpiryDays>(DEFAULT_TOKEN_EXPIRY_DAYS);
  const { errorOf, touch, show } = useFieldErrors<CreateField>(formRef, createFieldErrors);

  const limitReached = remaining <= 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (creating || limitReached) return;
    if (show(validate(name, scopes))) return;
    // Scopes in the contract's order, whatever order they were ticked in.
    onCreate({ name: name.trim(), scopes: TOKEN_SCOPES.filter((scope) => scopes.includes(scope)), expires_in_days: days });
  }

  const nameError = errorOf('name');
  const scopesError = errorOf('scopes');
  const expiryError = errorOf('expires_in_days');
  const expiresOn = tokenExpiry(days);

  return (
    <Stack as="form" ref={formRef} gap={5} onSubmit={submit} noValidate>
      {createError && <ErrorState message={createError} />}

      <TextField
        label="Name"
        name="name"
        required
        autoComplete="off"
        placeholder="e.g. CI deploy"
        hint="What uses it, so you know which to revoke."
        counter={`${name.trim().length}/${TOKEN_NAME_MAX_LENGTH}`}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          touch('name');
        }}
        error={nameError}
        disabled={creating}
      />

      <fieldset className={styles.fieldset} aria-describedby={scopesError ? `${ids.scopes}-error` : undefined}>
        <legend className={styles.legend}>Scopes</legend>
        <Box display="grid" gridTemplateColumns={1} gap={2}>
          {TOKEN_SCOPES.map((scope, index) => (
            <label key={scope} className={styles.choice}>
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                className={styles.input}
                checked={scopes.includes(scope)}
                onChange={(event) => {
                  const { checked } = event.target;
                  setScopes((current) => (checked ? [...current, scope] : current.filter((s) => s !== scope)));
                  touch('scopes');
                }}
                aria-labelledby={`${ids.scopes}-${index}`}
                aria-describedby={`${ids.scopes}-${index}-hint`}
                data-invalid={scopesError && index === 0 ? '' : undefined}
                disabled={creating}
              />
              <span className={styles.choiceText}>
                <span id={`${ids.scopes}-${index}`} className={styles.scopeName}>
                  {scope}
                </span>
                <span id={`${ids.scopes}-${index}-hint`} className={styles.choiceHint}>
                  {TOKEN_SCOPE_LABELS[scope]}
                </span>
              </span>
            </label>
          ))}
        </Box>
        {scopesError && (
          <p id={`${ids.scopes}-error`} className={field.error} role="alert">
            {scopesError}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={`${ids.expiry}-hint${expiryError ? ` ${ids.expiry}-error` : ''}`}>
        <legend className={styles.legend}>Expiry</legend>
        <Box display="grid" gridTemplateColumns={{ base: 2, md: 4 }} gap={2}>
          {TOKEN_EXPIRY_DAYS.map((option) => (
            <label key={expiryValue(option)} className={styles.choice}>
              <input
                type="radio"
                name="expires_in_days"
                value={expiryValue(option)}
                className={styles.input}
                checked={days === option}
                onChange={() => {
                  setDays(option);
                  touch('expires_in_days');
                }}
                data-invalid={expiryError && days === option ? '' : undefined}
                disabled={creating}
              />
              <span className={styles.choiceLabel}>{tokenExpiryLabel(option)}</span>
            </label>
          ))}
        </Box>
        {/* Polite: the warning is read when 'No expiry' is picked, without taking the focus. */}
        <div id={`${ids.expiry}-hint`} aria-live="polite">
          {expiresOn ? (
            <p className={field.hint}>Expires on {formatPatDate(expiresOn.toISOString())}.</p>
          ) : (
            <Note tone="warning">{SECURITY_MESSAGES.noExpiryWarning}</Note>
          )}
        </div>
        {expiryError && (
          <p id={`${ids.expiry}-error`} className={field.error} role="alert">
            {expiryError}
          </p>
        )}
      </fieldset>

      {limitReached && (
        <Note tone="warning" id={ids.limit} role="note">
          {SECURITY_MESSAGES.tooManyTokens}
        </Note>
      )}

      <div className={dialog.actions}>
        <Button variant="outline" onClick={onCancel} disabled={creating}>
          Cancel
        </Button>
        <BusyButton type="submit" busy={creating} disabled={limitReached} aria-describedby={limitReached ? ids.limit : undefined}>
          {creating ? 'Creating...' : 'Create token'}
        </BusyButton>
      </div>
    </Stack>
  );
}
