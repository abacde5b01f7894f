import { History } from 'lucide-react';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import * as styles from './PublishScreen.css';

/** The texts of the restored draft's notice. */
export const DRAFT_MESSAGES = {
  title: 'Draft restored',
  body: (savedAt: string | null) =>
    `Your unpublished changes${savedAt ? ` from ${savedAt}` : ''} are back. They are kept in this browser until you publish or discard them.`,
  discard: 'Discard draft',
} as const;

/** 'Nov 27, 2026, 20:50' in the reader's own time zone (a draft is theirs, saved by this browser). */
function formatSavedAt(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Above the form when it starts from a kept draft: says so, and offers to start over. */
export function RestoredDraftNotice({ savedAt, onDiscard }: { savedAt?: string | undefined; onDiscard?: (() => void) | undefined }) {
  return (
    <Card role="status" tone="primary" elevated={false} padding={4} display="flex" alignItems="flex-start" gap={3}>
      <History size={20} aria-hidden="true" className={styles.draftIcon} />
      <Stack gap={2} className={styles.draftText}>
        <p className={styles.draftTitle}>{DRAFT_MESSAGES.title}</p>
        <p className={styles.draftBody}>{DRAFT_MESSAGES.body(formatSavedAt(savedAt))}</p>
        {onDiscard && (
          <Inline>
            <Button variant="outline" size="small" onClick={onDiscard}>
              {DRAFT_MESSAGES.discard}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
