// Drafts of the publishing form, kept in this browser's localStorage per user and per target (a
// new agent, or a new version of one agent), so a reload, a closed tab or a link followed by
// mistake loses nothing. Cleared on a successful publish or when the user discards it.
import { useCallback, useRef, useState } from 'react';
import type { PublishFormValues, RestoredPublishDraft } from '@agent-registry/ui';

const PREFIX = 'publish-draft';

/** 'publish-draft:{user id}:new', 'publish-draft:{user id}:agent:{agent id}'. */
export function publishDraftKey(userId: string, agentId?: string | null): string {
  return `${PREFIX}:${userId}:${agentId ? `agent:${agentId}` : 'new'}`;
}

interface StoredDraft {
  values: Partial<PublishFormValues>;
  savedAt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft under `key`, or null (none, unreadable, or storage unavailable). */
export function readPublishDraft(key: string): RestoredPublishDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || !isRecord(stored.values)) return null;
    return {
      values: stored.values as Partial<PublishFormValues>,
      savedAt: typeof stored.savedAt === 'string' ? stored.savedAt : undefined,
    };
  } catch {
    return null;
  }
}

/** Keeps `values` under `key`; false when the browser would not store it (full, or disabled). */
export function savePublishDraft(key: string, values: PublishFormValues, now = new Date()): boolean {
  const stored: StoredDraft = { values, savedAt: now.toISOString() };
  try {
    localStorage.setItem(key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function removePublishDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage unavailable: there is nothing to remove */
  }
}

/**
 * The publishing form's draft for `userId` and the target (`agentId`, or a new agent): the draft
 * to restore when the form opens, `onDraftChange` for the form (keeps or forgets the draft as the
 * form changes), `discard` (forget it and start the form over under a new `formKey`), `clear`
 * (forget it, e.g. once published), and `changed`, read when a navigation asks whether to block.
 */
export function useKeptPublishDraft(userId: string | undefined, agentId?: string | null) {
  const key = userId ? publishDraftKey(userId, agentId) : null;
  const [state, setState] = useState(() => ({ key, restored: key ? readPublishDraft(key) : null, generation: 0 }));
  // Another user or target: its own draft.
  if (state.key !== key) setState({ key, restored: key ? readPublishDraft(key) : null, generation: state.generation + 1 });
  const changed = useRef(false);
  const [kept, setKept] = useState(true);

  const onDraftChange = useCallback(
    (values: PublishFormValues, isChanged: boolean) => {
      changed.current = isChanged;
      if (!key) return;
      if (isChanged) setKept(savePublishDraft(key, values));
      else removePublishDraft(key);
    },
    [key],
  );

  const clear = useCallback(() => {
    changed.current = false;
    if (key) removePublishDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    clear();
    setState((current) => ({ ...current, restored: null, generation: current.generation + 1 }));
  }, [clear]);

  return { restored: state.restored, formKey: `${key ?? 'anonymous'}:${state.generation}`, onDraftChange, clear, discard, changed, kept };
}
