import { Download, FileCode2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { CopyBox } from '../CopyBox/CopyBox';
import * as styles from './ManifestView.css';

export interface ManifestViewProps {
  /** The agent.yaml text, shown and copied byte for byte. */
  yaml: string;
  /** The version it belongs to, shown beside the file name. */
  version?: string;
  /** Name shown and given to the downloaded file (default 'agent.yaml'). */
  fileName?: string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** Saves text as a file through a temporary object URL: no server round trip. */
function saveText(text: string, fileName: string, doc: Document) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled; some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An agent.yaml with Copy (as the copy boxes do: a toast confirms) and Download. */
export function ManifestView({ yaml, version, fileName = 'agent.yaml', className }: ManifestViewProps) {
  function download(event: MouseEvent<HTMLButtonElement>) {
    saveText(yaml, fileName, event.currentTarget.ownerDocument);
  }

  return (
    <Stack gap={3} className={className}>
      <Inline justify="space-between" gap={3}>
        <Box as="p" display="inline-flex" alignItems="center" gap={2} minWidth={0} margin={0} className={styles.fileName}>
          <FileCode2 size={16} aria-hidden="true" />
          <code>{fileName}</code>
          {version && <Badge tone="neutral">v{version}</Badge>}
        </Box>
        <Button variant="outline" size="small" onClick={download} aria-label={`Download ${fileName}`}>
          <Download size={14} aria-hidden="true" />
          Download
        </Button>
      </Inline>
      <CopyBox value={yaml} copyLabel={`Copy ${fileName}`} />
    </Stack>
  );
}
