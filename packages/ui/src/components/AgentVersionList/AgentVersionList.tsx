import { clsx } from 'clsx';
import type { AgentImage, AgentVersion } from '@agent-registry/api-client/rules';
import { formatImageSize } from '../AgentDetailScreen/agentAsCode';
import { Container, History, RotateCcw, Undo2 } from 'lucide-react';
import type { LoadStatus } from '../../status';
import { formatExactCount, formatUtcDay, readDate } from '../../private/format';
import { quietDanger } from '../AgentOwnerActions/AgentOwnerActions.css';
import { Badge } from '../Badge/Badge';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './AgentVersionList.css';

/** The texts of the list's states. */
export const VERSION_LIST_MESSAGES = {
  empty: 'No versions published yet.',
  loadFailedPrefix: 'Failed to load versions: ',
  unknownError: 'Unknown error',
  noImage: 'No image',
} as const;

export interface AgentVersionListProps {
  /** The agent's versions, in the order to show them (the API sends newest first). */
  versions: readonly AgentVersion[];
  /** The version installs get by default (the list response's `current_version`): badged 'Current'. */
  currentVersion?: string | null;
  /** The version the page shows: its row is marked current (aria-current). */
  selectedVersion?: string;
  /** Makes each version a button that picks it (e.g. to show its README and agent.yaml). */
  onSelectVersion?: (version: string) => void;
  /** 'loading' (a spinner), 'error' (shows `error`) or 'success' (the list, or 'No versions published yet.'). */
  status: LoadStatus;
  /** The failure's message, shown after 'Failed to load versions: '. */
  error?: string;
  /** Shows each row's Yank / Undo yank button (when the matching callback is given). */
  isOwner?: boolean;
  /** 'Yank' was pressed on a version: the app asks for a reason (see YankDialog) and yanks it. */
  onYank?: (version: string) => void;
  /** 'Undo yank' was pressed on a yanked version. */
  onUnyank?: (version: string) => void;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** 'Mar 4, 2025' (UTC, so every visitor reads the same day); null when unreadable. */
export function formatVersionDate(iso: string | null | undefined): string | null {
  const date = readDate(iso);
  return date && formatUtcDay(date);
}

/** An agent's published versions: when, by whom, downloads, badges and changelog; owners can yank. */
export function AgentVersionList({
  versions,
  currentVersion,
  selectedVersion,
  onSelectVersion,
  status,
  error,
  isOwner = false,
  onYank,
  onUnyank,
  className,
}: AgentVersionListProps) {
  if (status === 'loading') return <Spinner size="large" label="Loading versions" className={className} />;
  if (status === 'error') {
    return (
      <ErrorState
        message={`${VERSION_LIST_MESSAGES.loadFailedPrefix}${error || VERSION_LIST_MESSAGES.unknownError}`}
        className={className}
      />
    );
  }
  if (versions.length === 0) {
    return <EmptyState compact titleAs="p" icon={<History size={20} />} title={VERSION_LIST_MESSAGES.empty} className={className} />;
  }

  return (
    <Stack as="ul" gap={0} margin={0} padding={0} className={clsx(styles.list, className)} aria-label="Versions">
      {versions.map((v) => {
        const selected = v.version === selectedVersion;
        const published = formatVersionDate(v.published_at);
        const yankedOn = formatVersionDate(v.yanked_at);
        return (
          <Stack
            as="li"
            key={v.version}
            gap={2}
            paddingBlock={4}
            paddingInline={3}
            className={clsx(styles.item, selected && styles.itemSelected, v.yanked && styles.itemYanked)}
          >
            <Inline>
              {onSelectVersion ? (
                <button
                  type="button"
                  className={styles.versionButton}
                  onClick={() => onSelectVersion(v.version)}
                  aria-current={selected ? 'true' : undefined}
                >
                  {v.version}
                </button>
              ) : (
                <span className={styles.version} aria-current={selected ? 'true' : undefined}>
                  {v.version}
                </span>
              )}
              {v.version === currentVersion && <Badge tone="success">Current</Badge>}
              {v.prerelease && <Badge tone="accent">Pre-release</Badge>}
              {v.yanked && <Badge tone="danger">Yanked</Badge>}
              {isOwner && (v.yanked ? onUnyank : onYank) && (
                <div className={styles.actions}>
                  {v.yanked ? (
                    <Button variant="outline" size="small" onClick={() => onUnyank?.(v.version)} aria-label={`Undo yank of ${v.version}`}>
                      <Undo2 size={14} aria-hidden="true" />
                      Undo yank
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="small"
                      className={quietDanger}
                      onClick={() => onYank?.(v.version)}
                      aria-label={`Yank ${v.version}`}
                    >
                      <RotateCcw size={14} aria-hidden="true" />
                      Yank
                    </Button>
                  )}
                </div>
              )}
            </Inline>
            <p className={styles.meta}>
              {published && (
                <span>
                  Published <time dateTime={v.published_at}>{published}</time>
                  {v.published_by && <> by {v.published_by}</>}
                </span>
              )}
              <span>
                {formatExactCount(v.download_count)} {v.download_count === 1 ? 'download' : 'downloads'}
              </span>
            </p>
            {v.yanked && (
              <p className={styles.yankNote}>
                Yanked{yankedOn && <> on {yankedOn}</>}
                {v.yank_reason ? `: ${v.yank_reason}` : '.'}
              </p>
            )}
            {v.image !== undefined && <ImageLine image={v.image} />}
            {v.changelog.trim() && <p className={styles.changelog}>{v.changelog}</p>}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** A version's image in one line: size, platforms and the digest's start; or 'No image'. */
function ImageLine({ image }: { image: AgentImage | null }) {
  return (
    <p className={styles.meta}>
      <span className={styles.imageLabel}>
        <Container size={14} aria-hidden="true" />
        {image ? 'Image' : VERSION_LIST_MESSAGES.noImage}
      </span>
      {image && (
        <>
          <span>{formatImageSize(image.size)}</span>
          {image.platforms.length > 0 && <span>{image.platforms.join(', ')}</span>}
          <code className={styles.digest} title={image.digest}>
            {image.digest.replace(/^(sha256:[0-9a-f]{12})[0-9a-f]+$/, '$1…')}
          </code>
        </>
      )}
    </p>
  );
}
